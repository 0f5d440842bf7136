// The whole stylesheet, once the page has painted and loaded (docs/decisions/0015-first-paint.md).

/** The JSON list of the stylesheets, written by the build (critical-css.ts). */
export const LATE_STYLESHEETS_ELEMENT_ID = "late-stylesheets";

/** Plain ES5, the same on every page (one CSP hash); a hidden tab never paints. */
export const lateStylesheetScript = `(function(d,w){var e=d.getElementById("${LATE_STYLESHEETS_ELEMENT_ID}");if(!e)return;var s=JSON.parse(e.textContent),p=0,l=d.readyState==="complete",o,done;function go(){if(!p||!l||done)return;done=1;for(var i=0;i<s.length;i++){var n=d.createElement("link");n.rel="stylesheet";n.href=s[i];d.body.appendChild(n)}}function painted(){p=1;go()}w.addEventListener("load",function(){l=1;if(!o)requestAnimationFrame(function(){setTimeout(painted)});go()});d.addEventListener("visibilitychange",function(){if(d.visibilityState==="hidden")painted()});if(d.visibilityState==="hidden")painted();try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){o=new PerformanceObserver(function(x,b){b.disconnect();painted()});o.observe({type:"paint",buffered:true})}}catch(x){o=0}})(document,window);`;
