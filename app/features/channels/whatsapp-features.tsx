import type { Feature } from "#app/shared/copy/types";
import { NumberedList } from "#app/shared/sections/numbered-list";
import { AgentAvatar } from "#app/shared/visuals/agent-avatar";
import { cn } from "#app/shared/ui-utils";
import { ChannelPage } from "./channel-page";
import { whatsappFeatureChat as chat } from "./whatsapp-features.copy";
import { faq, page, whatsappChannel } from "./whatsapp-page.copy";

/** The features shown in the product: a WhatsApp chat beside the feature texts, no icon cards. */
export function WhatsAppFeatures({ features }: { features: readonly Feature[] }) {
  return (
    <div className="grid items-start gap-10 lg:grid-cols-[20rem_1fr] lg:gap-16">
      <figure
        aria-label={chat.label}
        className="mx-auto w-full max-w-[20rem] rounded-[2.25rem] bg-[#1a1613] p-2 shadow-[var(--shadow-panel)] lg:sticky lg:top-24"
      >
        {/* WhatsApp's own light colours in either site theme: it is a picture of the app. */}
        <div className="overflow-hidden rounded-[1.75rem]">
          <div className="flex items-center gap-2 bg-[#075e54] px-4 pt-5 pb-3 text-white">
            <AgentAvatar />
            <span>
              <span className="block text-sm font-semibold">{chat.agentName}</span>
              <span className="block text-[11px] text-white/85">online</span>
            </span>
          </div>
          <div className="grid gap-2 bg-[#efeae2] p-3 text-[13px] leading-snug text-[#111b21]">
            {chat.turns.map((turn) => (
              <div
                key={turn.text}
                className={cn(
                  "grid max-w-[85%] gap-1",
                  turn.from === "customer" ? "justify-self-end" : "justify-self-start",
                )}
              >
                <p
                  className={cn(
                    "rounded-2xl px-3 py-2 shadow-sm",
                    turn.from === "customer"
                      ? "rounded-br-sm bg-[#d9fdd3]"
                      : "rounded-bl-sm bg-white",
                  )}
                >
                  {turn.text}
                </p>
                {"quickReplies" in turn ? (
                  <span className="flex gap-1">
                    {turn.quickReplies.map((reply) => (
                      <span
                        key={reply}
                        className="grow rounded-xl bg-white px-2 py-1.5 text-center font-medium text-[#00684a] shadow-sm"
                      >
                        {reply}
                      </span>
                    ))}
                  </span>
                ) : null}
              </div>
            ))}
          </div>
        </div>
      </figure>
      <NumberedList items={features} density="compact" />
    </div>
  );
}

/** /channels/whatsapp: the shared channel page with the features shown in a chat. */
export function WhatsAppChannelPage() {
  return (
    <ChannelPage
      page={page}
      content={whatsappChannel}
      faq={faq}
      featuresView={<WhatsAppFeatures features={whatsappChannel.features.items} />}
    />
  );
}
