import type { ArtHue } from "#app/shared/art/art-seed";
import { artSeed } from "#app/shared/art/art-seed";
import type { TemplateSample } from "#app/shared/platform/platform.schema";

export interface TemplateArt {
  channel: TemplateSample["channel"];
  conversation: TemplateSample["conversation"];
  hue: ArtHue;
  /** Varies the composition (the device's side, the pattern) between templates. */
  seed: number;
}

export const categoryHues: Record<string, ArtHue> = {
  "customer-service": "ember",
  education: "lagoon",
  business: "gold",
  hr: "plum",
  travel: "sky",
  chatbot: "sand",
};

const channelWords: Array<[TemplateSample["channel"], RegExp]> = [
  ["whatsapp", /whatsapp/i],
  ["voice", /\b(voice|phone|call)\b/i],
  ["sms", /\b(sms|text message)\b/i],
  ["kiosk", /\b(kiosk|lobby|front desk)\b/i],
  ["app", /\b(mobile|app)\b/i],
];

function firstSentence(text: string): string {
  const sentence = /^(.+?[.!?])(\s|$)/.exec(text.trim())?.[1] ?? text.trim();
  return sentence.length > 140 ? `${sentence.slice(0, 139).trimEnd()}…` : sentence;
}

/** Its own sample when the platform sends one, else a conversation made from its data. */
export function templateArt(template: {
  id: string;
  name: string;
  descriptionText: string;
  tags: readonly string[];
  category: string;
  sample?: TemplateSample;
}): TemplateArt {
  const words = `${template.name} ${template.tags.join(" ")} ${template.descriptionText}`;
  return {
    channel:
      template.sample?.channel ??
      channelWords.find(([, pattern]) => pattern.test(words))?.[0] ??
      "web",
    conversation: template.sample?.conversation ?? [
      { from: "customer", text: `Hi! What can the ${template.name} do for me?` },
      {
        from: "agent",
        text: firstSentence(template.descriptionText) || `I'm the ${template.name}. Ask away!`,
      },
    ],
    hue: categoryHues[template.category] ?? "sand",
    seed: artSeed(template.id),
  };
}
