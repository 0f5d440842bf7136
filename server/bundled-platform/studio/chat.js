// The bundled studio's demo chat in the browser: sends each message to the page's own URL,
// shows a typing indicator, then appends the answer. The conversation stays on the page.
(function () {
  "use strict";
  const form = document.getElementById("composer");
  const input = document.getElementById("message");
  const log = document.getElementById("log");
  const typing = document.getElementById("typing");
  const send = form.querySelector('button[type="submit"]');
  const siteUrl = form.dataset.siteUrl;
  // Long enough for the typing indicator to be seen; answers come from a local lookup.
  const TYPING_MS = 600;

  // A reply's lines as paragraphs and lists, as the server renders them (chat-page.ts formatText).
  function formatInto(container, text) {
    let list = null;
    text.split("\n").forEach(function (line) {
      const trimmed = line.trim();
      if (!trimmed) return;
      const bullet = /^- (.*)$/.exec(trimmed);
      const numbered = /^\d+\. (.*)$/.exec(trimmed);
      const tag = bullet ? "UL" : numbered ? "OL" : null;
      if (tag) {
        if (!list || list.tagName !== tag) {
          list = document.createElement(tag);
          container.append(list);
        }
        const item = document.createElement("li");
        item.textContent = (bullet || numbered)[1];
        list.append(item);
      } else {
        list = null;
        const paragraph = document.createElement("p");
        paragraph.textContent = trimmed;
        container.append(paragraph);
      }
    });
  }

  function addMessage(role, text, links) {
    const message = document.createElement("div");
    message.className = "msg " + role;
    const who = document.createElement("span");
    who.className = "sr-only";
    who.textContent = role === "user" ? "You: " : "Agent: ";
    const body = document.createElement("span");
    body.className = "text";
    formatInto(body, text);
    message.append(who, body);
    if (links && links.length) {
      const list = document.createElement("span");
      list.className = "links";
      for (const link of links) {
        const anchor = document.createElement("a");
        anchor.href = new URL(link.href, siteUrl + "/").toString();
        anchor.target = "_blank";
        anchor.rel = "noopener";
        anchor.textContent = link.label;
        const hint = document.createElement("span");
        hint.className = "sr-only";
        hint.textContent = " (opens in a new tab)";
        anchor.append(hint);
        list.append(anchor);
      }
      message.append(list);
    }
    log.append(message);
    log.scrollTop = log.scrollHeight;
  }

  function wait(ms) {
    return new Promise(function (resolve) {
      setTimeout(resolve, ms);
    });
  }

  async function ask(text) {
    const started = Date.now();
    let reply;
    try {
      const response = await fetch(form.action, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ message: text }),
      });
      if (!response.ok) throw new Error("status " + response.status);
      reply = (await response.json()).reply;
    } catch {
      reply = { text: "Sorry, I could not answer just now. Please try again." };
    }
    await wait(Math.max(0, TYPING_MS - (Date.now() - started)));
    return reply;
  }

  // Whether the message being sent was spoken (the voice agent then answers aloud).
  let spoken = false;

  form.addEventListener("submit", async function (event) {
    event.preventDefault();
    const text = input.value.trim();
    const wasSpoken = spoken;
    spoken = false;
    if (!text) return;
    addMessage("user", text);
    form.dispatchEvent(new CustomEvent("voice:asked"));
    input.value = "";
    typing.hidden = false;
    send.disabled = true;
    const reply = await ask(text);
    typing.hidden = true;
    send.disabled = false;
    addMessage("agent", reply.text, reply.links);
    form.dispatchEvent(
      new CustomEvent("voice:answered", { detail: { text: reply.text, spoken: wasSpoken } }),
    );
    input.focus();
  });

  // Escape asks the page that framed this chat (the site's widget, embed.js) to close it.
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && window.parent !== window) {
      window.parent.postMessage("studio-chat:close", "*");
    }
  });

  // Voice (voice=true): the stage shows the state; a spoken question is answered aloud.
  const stage = document.querySelector("[data-voice-stage]");
  const status = document.getElementById("voice-status");
  const mic = document.getElementById("mic");
  const STATES = {
    idle: "",
    listening: "Listening…",
    thinking: "Thinking…",
    speaking: "Speaking…",
  };
  function setState(state) {
    if (!stage) return;
    stage.dataset.state = state;
    status.textContent = STATES[state] || status.dataset.idle;
  }
  form.addEventListener("voice:asked", function () {
    setState("thinking");
  });
  form.addEventListener("voice:answered", function (event) {
    const synth = window.speechSynthesis;
    if (!stage || !event.detail.spoken || !synth) return setState("idle");
    const utterance = new SpeechSynthesisUtterance(event.detail.text.replace(/^- /gm, ""));
    utterance.lang = document.documentElement.lang || "en";
    utterance.addEventListener("end", function () {
      setState("idle");
    });
    utterance.addEventListener("error", function () {
      setState("idle");
    });
    setState("speaking");
    synth.cancel();
    synth.speak(utterance);
  });
  const Recognition = window.SpeechRecognition || window.webkitSpeechRecognition;
  if (mic && Recognition) {
    const label = mic.querySelector("span");
    const recognition = new Recognition();
    recognition.lang = document.documentElement.lang || "en";
    recognition.interimResults = false;
    let listening = false;
    const setListening = function (value) {
      listening = value;
      mic.setAttribute("aria-pressed", String(value));
      label.textContent = value ? "Stop" : "Speak";
      if (value) setState("listening");
      else if (stage.dataset.state === "listening") setState("idle");
    };
    recognition.addEventListener("result", function (event) {
      const transcript = event.results[0][0].transcript;
      input.value = transcript;
      spoken = true;
      form.requestSubmit();
    });
    recognition.addEventListener("end", function () {
      setListening(false);
    });
    recognition.addEventListener("error", function () {
      setListening(false);
    });
    mic.addEventListener("click", function () {
      if (listening) {
        recognition.stop();
      } else {
        if (window.speechSynthesis) window.speechSynthesis.cancel();
        setListening(true);
        recognition.start();
      }
    });
    mic.hidden = false;
  }
})();
