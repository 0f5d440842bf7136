import { Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";

import { contactInfoCards, contactPageCopy, type InfoCardIcon } from "./contact.copy";
import { cn } from "#app/shared/ui-utils";
import { StudioLink } from "#app/shared/links/studio-link";
import { buttonVariants } from "#app/components/ui/button";

const icons: Record<InfoCardIcon, LucideIcon> = {
  mail: Mail,
  phone: Phone,
  office: MapPin,
  hours: Clock,
};

/** The four ways to reach the team: e-mail, phone, offices, support hours. */
export function ContactInfoCards({ className }: { className?: string }) {
  return (
    <ul className={cn("grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-1", className)}>
      {contactInfoCards.map((card) => {
        const Icon = icons[card.icon];
        const [first, ...rest] = card.lines;
        return (
          <li key={card.title} className="border-line bg-surface flex gap-4 rounded-2xl border p-5">
            <span className="bg-accent-soft text-accent inline-flex size-10 shrink-0 items-center justify-center rounded-xl">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <h3 className="text-ink font-semibold">{card.title}</h3>
              {first ? (
                <p className="text-ink-soft mt-1 text-sm break-words">
                  {card.href ? (
                    <a href={card.href} className="text-accent font-medium hover:underline">
                      {first}
                    </a>
                  ) : (
                    first
                  )}
                </p>
              ) : null}
              {rest.map((line) => (
                <p key={line} className="text-ink-muted mt-1 text-sm">
                  {line}
                </p>
              ))}
              {card.offices?.map((office) => (
                <p key={office.name} className="text-ink-soft mt-1 text-sm [&+&]:mt-3">
                  <span className="text-ink block font-medium">{office.name}</span>
                  {office.street}
                  <br />
                  {office.locality}
                </p>
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The link to the platform (studio), for visitors who would rather try than write. */
export function StudioCard({ className }: { className?: string }) {
  return (
    <div className={cn("bg-night rounded-2xl p-6 text-white", className)}>
      <h3 className="text-lg font-semibold">{contactPageCopy.studioHeading}</h3>
      <p className="text-night-muted mt-2 text-sm">{contactPageCopy.studioText}</p>
      <StudioLink className={cn(buttonVariants({ variant: "inverted", size: "md" }), "mt-4")}>
        {contactPageCopy.studioLink}
      </StudioLink>
    </div>
  );
}
