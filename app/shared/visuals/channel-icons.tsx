import {
  Globe,
  MessageCircle,
  MessageSquareText,
  Monitor,
  Phone,
  Smartphone,
  type LucideIcon,
} from "lucide-react";

import { channelNames, type ChannelKind } from "./product-visuals.copy";

const channelIcons: Record<ChannelKind, LucideIcon> = {
  web: Globe,
  whatsapp: MessageCircle,
  voice: Phone,
  sms: MessageSquareText,
  app: Smartphone,
  kiosk: Monitor,
};

/** A channel as the studio lists it: its icon and name in a small chip. */
export function ChannelChip({ channel }: { channel: ChannelKind }) {
  const Icon = channelIcons[channel];
  return (
    <span className="border-line text-ink bg-surface inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-medium">
      <Icon aria-hidden="true" className="text-accent size-3.5" />
      {channelNames[channel]}
    </span>
  );
}
