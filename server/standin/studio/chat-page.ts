import type { DemoAgent } from "../../../app/features/demos/demo-agents.copy";
import type { Reply } from "./answers";

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface ChatTurn extends Reply {
  role: "user" | "agent";
}

/** Longest message the chat accepts, and how many turns a no-JavaScript form carries along. */
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

function renderTurn(turn: ChatTurn, siteUrl: string): string {
  const who = turn.role === "user" ? "You" : "Agent";
  return `<div class="msg ${turn.role}"><span class="sr-only">${who}: </span><span class="text">${escapeHtml(turn.text)}</span>${renderLinks(turn, siteUrl)}</div>`;
}

/**
 * The demo chat page of the studio stand-in. Its script is an external file (the CSP allows
 * scripts from this origin only); without JavaScript the form posts and the page comes back
 * with the whole conversation.
 */
export function renderChatPage(options: {
  agent: DemoAgent;
  turns: ChatTurn[];
  voice: boolean;
  siteUrl: string;
  /** The form's target: this page's own path (with its query). */
  action: string;
  scriptSrc: string;
  error?: string;
}): string {
  const { agent, turns, voice, siteUrl } = options;
  const history = JSON.stringify(turns.slice(-MAX_HISTORY_TURNS));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(agent.label)} (demo chat)</title>
<style>
*{box-sizing:border-box}html,body{height:100%;margin:0}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc;font-size:15px}
.chat{display:flex;flex-direction:column;height:100%}
header{background:#4338ca;color:#fff;padding:.6rem 1rem}
h1{font-size:1rem;margin:0}header p{margin:.1rem 0 0;font-size:.8rem;color:#e0e7ff}
#log{flex:1;overflow-y:auto;padding:1rem;display:flex;flex-direction:column;gap:.6rem}
#log:focus-visible{outline:2px solid #4f46e5;outline-offset:-2px}
.msg{max-width:85%;padding:.55rem .8rem;border-radius:1rem;line-height:1.4;white-space:pre-wrap;overflow-wrap:anywhere}
.msg.agent{background:#fff;border:1px solid #e2e8f0;align-self:flex-start;border-bottom-left-radius:.25rem}
.msg.user{background:#4338ca;color:#fff;align-self:flex-end;border-bottom-right-radius:.25rem}
.links{display:flex;flex-wrap:wrap;gap:.4rem;margin-top:.4rem}
.links a{color:#3730a3;font-weight:600;font-size:.85rem}
.typing{margin:0 1rem .4rem;font-size:.85rem;color:#475569}
.error{margin:0 1rem .4rem;color:#b91c1c;font-size:.85rem}
form{display:flex;gap:.5rem;padding:.75rem;border-top:1px solid #e2e8f0;background:#fff}
input[type=text]{flex:1;min-width:0;padding:.55rem .75rem;border:1px solid #64748b;border-radius:.6rem;font:inherit}
button{padding:.55rem .9rem;border:0;border-radius:.6rem;background:#4338ca;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button.mic{background:#fff;color:#3730a3;border:1px solid #4338ca}button.mic[aria-pressed=true]{background:#fee2e2;color:#991b1b;border-color:#991b1b}
button:disabled{opacity:.6;cursor:default}
:focus-visible{outline:2px solid #4f46e5;outline-offset:2px}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
[hidden]{display:none!important}
</style></head>
<body><main class="chat" aria-label="${escapeHtml(agent.label)} chat" data-agent="${escapeHtml(agent.name)}">
<header><h1>${escapeHtml(agent.label)}</h1><p>Demo agent · local studio stand-in</p></header>
<div id="log" role="log" aria-live="polite" aria-label="Conversation" tabindex="0">
${turns.map((turn) => renderTurn(turn, siteUrl)).join("\n")}
</div>
<p id="typing" class="typing" role="status" hidden>${escapeHtml(agent.label)} is typing…</p>
${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ""}
<form id="composer" method="post" action="${escapeHtml(options.action)}" data-voice="${voice}" data-site-url="${escapeHtml(siteUrl)}">
<input type="hidden" name="history" value="${escapeHtml(history)}">
<label for="message" class="sr-only">Your message</label>
<input id="message" name="message" type="text" autocomplete="off" maxlength="${MAX_MESSAGE_LENGTH}" required placeholder="Ask about features, pricing…">
${voice ? `<button type="button" id="mic" class="mic" aria-pressed="false" hidden>Speak</button>` : ""}
<button type="submit">Send</button>
</form>
<p id="voice-status" class="sr-only" role="status"></p>
</main>
<script src="${escapeHtml(options.scriptSrc)}" defer></script>
</body></html>`;
}

/** The page for an agent name the stand-in does not know (answered with 404). */
export function renderUnknownAgent(name: string, known: readonly string[]): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Unknown demo agent</title></head>
<body><main><h1>Unknown demo agent</h1><p>The studio stand-in has no demo agent called <strong>${escapeHtml(name.slice(0, 100))}</strong>. It knows ${known.map(escapeHtml).join(", ")}.</p></main></body></html>`;
}
