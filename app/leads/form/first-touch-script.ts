/**
 * Records a visit's first touch in sessionStorage, never a cookie, so nothing reaches the server unless
 * a form is sent (ADR 036). Separate from send-lead.ts so the page shell carries only this.
 */
import {
  ATTRIBUTION_LIMITS,
  clickIdParams,
  FIRST_TOUCH_KEY,
  utmParams,
} from "~/leads/shared/first-touch-wire";

/**
 * The inline script on every page, run as the page is parsed so the landing is recorded even if the
 * visitor leaves before the code loads. Only the first page of a tab session is recorded.
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
