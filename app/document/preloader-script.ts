/** The id of the first-visit preloader's element, which its inline script finds. */
export const PRELOADER_ELEMENT_ID = "first-visit-preloader";

type PreloaderTiming = { wordMs: number; totalMs: number; storageKey: string };

/**
 * The first-visit preloader's inline script, run as the page is parsed: for a first visit it puts
 * the preloader up before the first paint, turns the words each `wordMs` and takes it down at
 * `totalMs`, recording the visit, on time however late the page's code arrives; the component's
 * own timers, once hydrated, fall at the same moments. Made by the home page's loader, so the text
 * travels with the page and not in its script.
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
