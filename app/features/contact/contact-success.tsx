import type { MouseEvent, Ref } from "react";
import { CircleCheck } from "lucide-react";

import { href } from "#app/shared/site-map/href";
import { StudioLink } from "#app/shared/links/studio-link";
import { buttonVariants } from "#app/components/ui/button";
import { contactMessages, contactSuccessCopy as copy } from "./contact.copy";

export const SUCCESS_TITLE_ID = "contact-success-title";

/**
 * What takes the form's place once a message is sent: the confirmation (the specification's
 * sentence), what happens next, and a way to send another message. Without JavaScript "Send
 * another message" is a link to the empty form; with it, `onSendAnother` shows the form again.
 */
export function ContactSuccess({
  titleRef,
  onSendAnother,
}: {
  titleRef?: Ref<HTMLHeadingElement>;
  onSendAnother?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { title, description } = contactMessages.success;
  return (
    <div>
      <div role="status" className="flex flex-col items-start gap-4">
        <span className="bg-success-soft text-success-ink border-success-line inline-flex size-12 items-center justify-center rounded-2xl border">
          <CircleCheck aria-hidden="true" className="size-6" />
        </span>
        <h2
          id={SUCCESS_TITLE_ID}
          ref={titleRef}
          tabIndex={-1}
          className="text-ink text-2xl font-bold outline-none"
        >
          {title}
        </h2>{" "}
        <p className="text-ink-soft -mt-2 text-base">{description}</p>
      </div>

      <h3 className="eyebrow text-ink-muted mt-8">{copy.nextHeading}</h3>
      <ol className="mt-4 grid gap-4">
        {copy.steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="border-line text-ink inline-flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold tabular-nums"
            >
              {index + 1}
            </span>
            <div className="min-w-0">
              <p className="text-ink font-semibold">{step.title}</p>
              <p className="text-ink-muted mt-0.5 text-sm break-words">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>

      <div className="border-line mt-8 flex flex-wrap gap-3 border-t pt-6">
        <a
          href={`${href("/contact")}#contact-form-title`}
          onClick={onSendAnother}
          className={buttonVariants({ variant: "primary", size: "md" })}
        >
          {copy.sendAnother}
        </a>
        <StudioLink className={buttonVariants({ variant: "secondary", size: "md" })}>
          {copy.openPlatform}
        </StudioLink>
      </div>
    </div>
  );
}
