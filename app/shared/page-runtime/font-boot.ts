// Once Inter is cached, later pages preload it from <head>, where Chromium holds the first paint
// briefly for it: drawn in Inter at once. Plain ES5, run before any module.
export const FONT_CACHED_KEY = "font-cached";

export function fontBootScript(fontUrl: string): string {
  const url = JSON.stringify(fontUrl);
  const key = JSON.stringify(FONT_CACHED_KEY);
  return `(function(d,u){try{if(localStorage.getItem(${key})===u){var l=d.createElement("link");l.rel="preload";l.as="font";l.type="font/woff2";l.crossOrigin="anonymous";l.href=u;d.head.appendChild(l)}d.fonts.addEventListener("loadingdone",function(){if(d.fonts.check('1em "Inter Variable"'))localStorage.setItem(${key},u)})}catch(e){}})(document,${url});`;
}
