/** The id of the first-visit preloader's element, which its inline script finds. */
export const PRELOADER_ELEMENT_ID = "first-visit-preloader";

type PreloaderTiming = { wordMs: number; totalMs: number; storageKey: string };

/**
 * Inline script that shows the first-visit preloader before the first paint and runs its timing,
 * so it is on time however late the page's code arrives. Made by the home page's loader, to keep
 * it out of the page's bundle.
 */
export function preloaderScript({ wordMs, totalMs, storageKey }: PreloaderTiming): string {
  const key = JSON.stringify(storageKey);
  return [
    `try{if(localStorage.getItem(${key})===null){`,
    `var el=document.getElementById("${PRELOADER_ELEMENT_ID}"),e=el.dataset,w=el.querySelectorAll("span");`,
    'e.state="on";e.shownAt=performance.now();',
    "for(var i=1;i<w.length;i++)(function(i){setTimeout(function(){",
    `for(var j=0;j<w.length;j++)w[j].dataset.shown=String(j===i)},i*${wordMs})})(i);`,
    `setTimeout(function(){try{localStorage.setItem(${key},"true")}catch(x){}e.state="off"},${totalMs})`,
    "}}catch(x){}",
  ].join("");
}
