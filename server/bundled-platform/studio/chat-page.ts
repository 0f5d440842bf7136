import { demoAgents, type DemoAgent } from "#app/shared/copy/demo-agents.copy";
import { escapeHtml } from "#server/html-text";
import type { Reply } from "./answers";

export interface ChatTurn extends Reply {
  role: "user" | "agent";
}

/** With voice=true, the voice agent, whichever agent answers (the voice demo frames SMSDemo). */
export function presentedAgent(agent: DemoAgent, voice: boolean): DemoAgent {
  if (!voice) return agent;
  const { label, channel } = demoAgents.VoiceDemo;
  return { ...agent, label, channel };
}

/** What the voice stage says while nobody speaks (chat.js shows the other states). */
export const VOICE_IDLE = "Ready to talk";

export const MAX_MESSAGE_LENGTH = 500;
export const MAX_HISTORY_TURNS = 30;

function renderLinks(reply: Reply, siteUrl: string): string {
  if (!reply.links?.length) return "";
  const items = reply.links
    .map(
      (link) =>
        `<a href="${escapeHtml(new URL(link.href, `${siteUrl}/`).toString())}" target="_blank" rel="noopener">${escapeHtml(link.label)}<span class="sr-only"> (opens in a new tab)</span></a>`,
    )
    .join("");
  return `<span class="links">${items}</span>`;
}

/** chat.js formats the replies it adds the same way. */
export function formatText(text: string): string {
  const blocks: string[] = [];
  const list: { tag: "ul" | "ol" | null; items: string[] } = { tag: null, items: [] };
  const flush = () => {
    if (list.tag) {
      const items = list.items.map((item) => `<li>${item}</li>`).join("");
      blocks.push(`<${list.tag}>${items}</${list.tag}>`);
    }
    list.tag = null;
    list.items = [];
  };
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    const bullet = /^- (.*)$/.exec(trimmed);
    const numbered = /^\d+\. (.*)$/.exec(trimmed);
    const tag = bullet ? "ul" : numbered ? "ol" : null;
    if (tag) {
      if (list.tag !== tag) flush();
      list.tag = tag;
      list.items.push(escapeHtml((bullet ?? numbered)![1]!));
    } else {
      flush();
      blocks.push(`<p>${escapeHtml(trimmed)}</p>`);
    }
  }
  flush();
  return blocks.join("");
}

export function renderTurn(turn: ChatTurn, siteUrl: string): string {
  const who = turn.role === "user" ? "You" : "Agent";
  return `<div class="msg ${turn.role}"><span class="sr-only">${who}: </span><span class="text">${formatText(turn.text)}</span>${renderLinks(turn, siteUrl)}</div>`;
}

const themeCss = `
:root{--ink:#1d1a17;--muted:#5a534c;--canvas:#f8f6f2;--surface:#fff;--soft:#f2eee8;--line:#e8e2d9;--line-strong:#d3cabd;--accent:#b23a14;--ember:#cf4418;--focus:#cf4418;color-scheme:light}
[data-theme=dark]{--ink:#f5f1eb;--muted:#b8afa4;--canvas:#131110;--surface:#1c1a18;--soft:#272421;--line:#302c28;--line-strong:#4b4540;--accent:#ff9a72;--focus:#fb7d4e;color-scheme:dark}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]){--ink:#f5f1eb;--muted:#b8afa4;--canvas:#131110;--surface:#1c1a18;--soft:#272421;--line:#302c28;--line-strong:#4b4540;--accent:#ff9a72;--focus:#fb7d4e;color-scheme:dark}}`;

/**
 * Its script is an external file (the CSP allows this origin only); without JavaScript the form
 * posts and the page comes back with the whole conversation.
 */
export function renderChatPage(options: {
  agent: DemoAgent;
  turns: ChatTurn[];
  voice: boolean;
  siteUrl: string;
  action: string;
  scriptSrc: string;
  fontSrc: string;
  theme?: "light" | "dark";
  header?: boolean;
  error?: string;
}): string {
  const { turns, voice, siteUrl, header = true } = options;
  const agent = presentedAgent(options.agent, voice);
  const history = JSON.stringify(turns.slice(-MAX_HISTORY_TURNS));
  return `<!doctype html>
<html lang="en"${options.theme ? ` data-theme="${options.theme}"` : ""}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(agent.label)} (demo chat)</title>
<style>
@font-face{font-family:"Inter Chat";font-style:normal;font-weight:400 700;font-display:swap;src:url("${escapeHtml(options.fontSrc)}") format("woff2")}
${themeCss}
*{box-sizing:border-box}html,body{height:100%;margin:0}
body{font-family:"Inter Chat",ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--canvas);font-size:14.5px;-webkit-font-smoothing:antialiased}
.chat{display:flex;flex-direction:column;height:100%}
header{display:flex;align-items:center;gap:.65rem;padding:.7rem 1rem;background:var(--surface);border-bottom:1px solid var(--line)}
.avatar{flex:none;display:inline-flex;align-items:center;justify-content:center;width:2rem;height:2rem;border-radius:999px;background:#cf4418;color:#fff}
.avatar svg{width:.95rem;height:.95rem}
h1{font-size:.95rem;margin:0;letter-spacing:-.01em}header p{margin:.05rem 0 0;font-size:.78rem;color:var(--muted);display:flex;align-items:center;gap:.35rem}
.dot{width:.45rem;height:.45rem;border-radius:999px;background:#13968a}
#log{flex:1;overflow-y:auto;padding:1rem;display:flex;flex-direction:column;gap:.6rem}
#log:focus-visible{outline:2px solid var(--focus);outline-offset:-2px}
.msg{max-width:88%;padding:.6rem .85rem;border-radius:1.1rem;line-height:1.45;overflow-wrap:anywhere}
.msg.agent{background:var(--surface);border:1px solid var(--line);align-self:flex-start;border-bottom-left-radius:.3rem}
.msg.user{background:var(--ember);color:#fff;align-self:flex-end;border-bottom-right-radius:.3rem}
.msg p{margin:0}.msg p+p,.msg p+ul,.msg p+ol,.msg ul+p,.msg ol+p{margin-top:.45rem}
.msg ul,.msg ol{margin:.35rem 0 0;padding-left:1.15rem}.msg li+li{margin-top:.2rem}.msg li::marker{color:var(--accent)}
.links{display:flex;flex-wrap:wrap;gap:.4rem;margin-top:.55rem}
.links a{color:var(--accent);font-weight:600;font-size:.82rem;text-decoration:none;border:1px solid var(--line-strong);border-radius:999px;padding:.2rem .65rem}
.links a:hover{border-color:var(--accent)}
.typing{margin:0 1rem .4rem;font-size:.82rem;color:var(--muted)}
.error{margin:0 1rem .4rem;color:#b4233c;font-size:.85rem}
form{display:flex;gap:.5rem;padding:.75rem;border-top:1px solid var(--line);background:var(--surface)}
input[type=text]{flex:1;min-width:0;padding:.6rem .95rem;border:1px solid var(--line-strong);border-radius:999px;font:inherit;color:var(--ink);background:var(--canvas)}
input[type=text]::placeholder{color:var(--muted)}
button{padding:.6rem 1rem;border:0;border-radius:999px;background:var(--ink);color:var(--canvas);font:inherit;font-weight:600;cursor:pointer;transition:transform .12s}
button:active{transform:translateY(1px) scale(.97)}
button:disabled{opacity:.6;cursor:default}
:focus-visible{outline:2px solid var(--focus);outline-offset:2px}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
[hidden]{display:none!important}
.voice{display:flex;flex-direction:column;align-items:center;gap:.55rem;padding:1rem 1rem .85rem;background:var(--surface);border-bottom:1px solid var(--line)}
.orb{position:relative;display:grid;place-items:center;width:4.75rem;height:4.75rem}
.orb .core{position:relative;z-index:1;display:grid;place-items:center;width:3.6rem;height:3.6rem;border-radius:999px;background:radial-gradient(circle at 35% 30%,#f3936a,#cf4418 58%,#8c2f12);color:#fff;box-shadow:0 8px 22px rgb(207 68 24/.32)}
.orb .core svg{width:1.45rem;height:1.45rem}
.orb .ring{position:absolute;inset:0;border-radius:999px;border:2px solid #cf4418;opacity:.22;transform:scale(1.05)}
.orb .ring+.ring{opacity:.12;transform:scale(1.3)}
.wave{display:flex;align-items:center;gap:3px;height:1.1rem}
.wave i{display:block;width:3px;height:100%;border-radius:2px;background:var(--accent);transform:scaleY(.45)}
.wave i:nth-child(2n){transform:scaleY(.8)}.wave i:nth-child(3n){transform:scaleY(.3)}.wave i:nth-child(4){transform:scaleY(1)}
.voice-status{margin:0;font-size:.82rem;color:var(--muted)}
button.speak{display:inline-flex;align-items:center;gap:.45rem;padding:.6rem 1.25rem;background:#b23a14;color:#fff}
button.speak svg{width:1rem;height:1rem}
button.speak[aria-pressed=true]{background:#6f1323}
@media (prefers-reduced-motion:no-preference){
.orb .ring{animation:voice-pulse 2.6s ease-out infinite}.orb .ring+.ring{animation-delay:1.3s}
.voice[data-state=listening] .orb .ring,.voice[data-state=speaking] .orb .ring{animation-duration:1.1s}
.orb .core{animation:voice-breathe 3.2s ease-in-out infinite}
.wave i{animation:voice-wave 1.3s ease-in-out infinite}
.wave i:nth-child(2){animation-delay:-.2s}.wave i:nth-child(3){animation-delay:-.45s}.wave i:nth-child(4){animation-delay:-.7s}.wave i:nth-child(5){animation-delay:-.35s}.wave i:nth-child(6){animation-delay:-.9s}.wave i:nth-child(7){animation-delay:-.6s}
.voice[data-state=listening] .wave i,.voice[data-state=speaking] .wave i{animation-duration:.6s}
}
@keyframes voice-pulse{0%{transform:scale(.85);opacity:.5}100%{transform:scale(1.4);opacity:0}}
@keyframes voice-breathe{50%{transform:scale(1.05)}}
@keyframes voice-wave{0%,100%{transform:scaleY(.25)}50%{transform:scaleY(1)}}
</style></head>
<body><main class="chat" aria-label="${escapeHtml(agent.label)} chat" data-agent="${escapeHtml(agent.name)}">
${
  header
    ? `<header><span class="avatar" aria-hidden="true"><svg viewBox="0 0 24 24"><path d="M12 0q1.8 10.2 12 12-10.2 1.8-12 12Q10.2 13.8 0 12 10.2 10.2 12 0z" fill="currentColor"/></svg></span><div><h1>${escapeHtml(agent.label)}</h1><p><span class="dot" aria-hidden="true"></span>${voice ? "Online · talk or type" : "Online · replies in seconds"}</p></div></header>`
    : ""
}
${voice ? voiceStage() : ""}
<div id="log" role="log" aria-live="polite" aria-label="Conversation" tabindex="0">
${turns.map((turn) => renderTurn(turn, siteUrl)).join("\n")}
</div>
<p id="typing" class="typing" role="status" hidden>${escapeHtml(agent.label)} is ${voice ? "thinking" : "typing"}…</p>
${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ""}
<form id="composer" method="post" action="${escapeHtml(options.action)}" data-voice="${voice}" data-site-url="${escapeHtml(siteUrl)}">
<input type="hidden" name="history" value="${escapeHtml(history)}">
<label for="message" class="sr-only">Your message</label>
<input id="message" name="message" type="text" autocomplete="off" maxlength="${MAX_MESSAGE_LENGTH}" required placeholder="Ask about features, pricing…">
<button type="submit">Send</button>
</form>
</main>
<script src="${escapeHtml(options.scriptSrc)}" defer></script>
</body></html>`;
}

const micIcon = `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><rect x="9" y="2" width="6" height="12" rx="3"/><path d="M5 10a7 7 0 0 0 14 0M12 17v4M8 21h8"/></svg>`;

/** The voice agent's stage: orb, waveform, state in words, Speak (chat.js shows it if usable). */
function voiceStage(): string {
  return `<div class="voice" data-voice-stage data-state="idle">
<div class="orb" data-voice-visual aria-hidden="true"><span class="ring"></span><span class="ring"></span><span class="core">${micIcon}</span></div>
<div class="wave" aria-hidden="true">${"<i></i>".repeat(7)}</div>
<p id="voice-status" class="voice-status" role="status" data-idle="${VOICE_IDLE}">${VOICE_IDLE}</p>
<button type="button" id="mic" class="speak" aria-pressed="false" hidden>${micIcon}<span>Speak</span></button>
</div>`;
}

export function renderUnknownAgent(name: string, known: readonly string[]): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Unknown demo agent</title></head>
<body><main><h1>Unknown demo agent</h1><p>There is no demo agent called <strong>${escapeHtml(name.slice(0, 100))}</strong>. The demo agents are ${known.map(escapeHtml).join(", ")}.</p></main></body></html>`;
}
