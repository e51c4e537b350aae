/**
 * The browser's keeping of a visit's first touch (see ../shared/attribution.ts): written once per tab
 * session, on the first page the visitor lands on, into session storage (never a cookie, so nothing of
 * it reaches the server unless the visitor sends a form). The form reads it back (first-touch.ts).
 * Apart from that module so that the page shell, which carries the script, carries nothing else of it.
 */
import {
  ATTRIBUTION_LIMITS,
  clickIdParams,
  FIRST_TOUCH_KEY,
  utmParams,
} from "~/leads/shared/first-touch-wire";

/**
 * The inline script every page carries, run by the parser as the page is read: the landing is kept
 * even when the visitor moves on before the page's code arrives, and no page's script grows for it.
 * Unless this tab's session has a first touch, it keeps the path landed on, the referrer's origin
 * (never its full address; none when it is this site, which sent nobody), the utm_* values (cut to
 * length by characters; the server applies the full rules when a lead arrives) and which click ids
 * are present (never their values). Later pages of the visit change nothing.
 */
export function firstTouchScript(): string {
  const key = JSON.stringify(FIRST_TOUCH_KEY);
  return [
    `try{var s=sessionStorage;if(s.getItem(${key})===null){`,
    `var q=new URLSearchParams(location.search),t={landing_page:location.pathname.slice(0,${ATTRIBUTION_LIMITS.path})},`,
    `u=${JSON.stringify(utmParams)},c=${JSON.stringify(clickIdParams)}.filter(function(n){return q.has(n)});`,
    `try{var o=new URL(document.referrer);if(/^https?:$/.test(o.protocol)&&o.origin!==location.origin)t.referrer=o.origin}catch(x){}`,
    `for(var i=0;i<u.length;i++){var v=q.get(u[i]);if(v)t[u[i]]=Array.from(v).slice(0,${ATTRIBUTION_LIMITS.utm}).join("")}`,
    `if(c.length)t.click_ids=c;s.setItem(${key},JSON.stringify(t))}}catch(x){}`,
  ].join("");
}
