import {
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type MouseEvent,
} from "react";
import { flushSync } from "react-dom";
import { href } from "#app/shared/site-map/href";

import { track } from "#app/shared/analytics/analytics";
import { toast } from "#app/shared/forms/toast";
import { useFormPost, type PostFailure } from "#app/shared/forms/use-form-post";

import {
  contactMessages,
  contactPageCopy,
  contactFieldCopy,
  countryPlaceholder,
  honeypotField,
  idempotencyField,
  phoneHint,
  submitLabel,
  submittingLabel,
  messageText,
  type ContactField,
  type ContactMessage,
} from "./contact.copy";
import { countryCodes } from "./country-codes.copy";
import {
  contactLimits,
  emptyContactValues,
  firstInvalidField,
  newIdempotencyKey,
  readContactValues,
  type ContactErrors,
  type ContactResult,
  type ContactValues,
} from "./contact-form-fields";
import { useValueFromBeforeHydration } from "#app/shared/hooks/use-value-from-before-hydration";
import { cn } from "#app/shared/ui-utils";
import { Button } from "#app/components/ui/button";
import { controlClass, describedBy, fieldId, FormField } from "./form-field";
import { ContactSuccess } from "./contact-success";
import { islandCommitted } from "#app/shared/page-runtime/islands";

const resultMessages: Record<ContactResult["status"], ContactMessage> = {
  success: contactMessages.success,
  invalid: contactMessages.validation,
  error: contactMessages.error,
  network_error: contactMessages.network,
  rate_limited: contactMessages.rateLimited,
  too_large: contactMessages.tooLarge,
};

/** A no-JavaScript post's refusal, above the form it shows again. */
function PageMessage({ result }: { result: ContactResult }) {
  const message = resultMessages[result.status];
  const success = result.status === "success";
  return (
    <div
      role={success ? "status" : "alert"}
      className={cn(
        "mt-6 rounded-xl border p-4 text-sm font-medium",
        success
          ? "border-success-line bg-success-soft text-success-ink"
          : "border-danger-line bg-danger-soft text-danger-ink",
      )}
    >
      {messageText(message)}
    </div>
  );
}

/** The title keeps a trailing space so the toast reads as one sentence (docs/requirements/contact.md). */
function showToast(status: ContactResult["status"]) {
  const message = resultMessages[status];
  const notify = status === "success" ? toast.success : toast.error;
  notify(`${message.title} `, { description: message.description });
}

export function resultOfFailure(failure: PostFailure): ContactResult {
  if ("network" in failure) return { status: "network_error" };
  if (failure.status === 429) return { status: "rate_limited" };
  if (failure.status === 413) return { status: "too_large" };
  return { status: "error" };
}

/** zod is not in the first view: it loads when the visitor starts on the form, at the latest on submit. */
const loadValidation = () => import("./contact-validation");

function focusField(form: HTMLFormElement | null, field: ContactField | undefined) {
  if (!form || !field) return;
  form.querySelector<HTMLElement>(`#${fieldId(field)}`)?.focus();
}

// Without JavaScript a plain form posting to its page (`initialResult` is the answer); with it,
// validated by the shared schema, posted for JSON and answered with toasts.
export function ContactForm({ initialResult }: { initialResult?: ContactResult }) {
  const post = useFormPost(resultOfFailure);
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<ContactErrors | null>(null);
  const [edited, setEdited] = useState<ReadonlySet<ContactField>>(() => new Set());
  const [usedPost, setUsedPost] = useState(false);
  // One key per submission content: a double click or a retry reuses it, an edit does not.
  const keyRef = useRef<{ key: string; signature: string } | null>(null);
  const handledRef = useRef<ContactResult | null>(null);
  // The sent state takes the form's place until the visitor asks for the form again.
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);
  const successTitleRef = useRef<HTMLHeadingElement>(null);

  const result = usedPost ? post.data : initialResult;
  const busy = post.state !== "idle";
  const shownErrors = clientErrors ?? (result?.status === "invalid" ? result.errors : {});
  const errors: ContactErrors = Object.fromEntries(
    Object.entries(shownErrors).filter(([field]) => !edited.has(field as ContactField)),
  );
  // A no-JavaScript answer carries what was typed and the key for the next post.
  const pageResult = usedPost ? undefined : initialResult;
  const values =
    pageResult && "values" in pageResult && pageResult.values
      ? pageResult.values
      : emptyContactValues;
  const hiddenKey =
    pageResult?.status === "success"
      ? pageResult.nextKey
      : pageResult && "key" in pageResult
        ? (pageResult.key ?? "")
        : "";
  // A new key after each success remounts the form: every field and error is cleared.
  const formKey = result?.status === "success" ? result.nextKey : "contact-form";
  const sent = result?.status === "success" && result.nextKey !== dismissedKey;

  useEffect(() => {
    const data = post.data;
    if (post.state !== "idle" || !data || handledRef.current === data) return;
    handledRef.current = data;
    showToast(data.status);
    if (data.status === "success") {
      keyRef.current = null;
      track("Inquiry Sent");
      successTitleRef.current?.focus();
    }
    if (data.status === "invalid") focusField(formRef.current, firstInvalidField(data.errors));
  }, [post.state, post.data]);

  function sendAnother(event: MouseEvent<HTMLAnchorElement>) {
    if (result?.status !== "success") return;
    event.preventDefault();
    // The no-JavaScript answer's address says "sent": the page is the plain form again.
    if (location.search) history.replaceState(history.state, "", location.pathname);
    flushSync(() => setDismissedKey(result.nextKey));
    focusField(formRef.current, "fullName");
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const formData = new FormData(form);
    loadValidation().then(
      ({ validateContact }) => submit(form, formData, validateContact),
      // The validation code could not be loaded: the browser has lost the connection.
      () => showToast("network_error"),
    );
  }

  function submit(
    form: HTMLFormElement,
    formData: FormData,
    validateContact: (values: ContactValues) => ContactErrors,
  ) {
    const submitted = readContactValues(formData);
    const found = validateContact(submitted);
    setEdited(new Set());
    const first = firstInvalidField(found);
    if (first) {
      flushSync(() => setClientErrors(found));
      focusField(form, first);
      showToast("invalid");
      return;
    }
    setClientErrors(null);
    const signature = JSON.stringify(submitted);
    if (keyRef.current?.signature !== signature) {
      keyRef.current = { key: newIdempotencyKey(), signature };
    }
    formData.set(idempotencyField, keyRef.current.key);
    setUsedPost(true);
    void post.submit(formData, href("/contact"));
  }

  const markEdited = (field: ContactField) => () => {
    if (!edited.has(field)) setEdited(new Set(edited).add(field));
  };
  // The fields are the browser's own (uncontrolled): what was typed before the page hydrated is
  // posted as it is. It also counts as an edit, which hides that field's earlier error.
  useValueFromBeforeHydration(formRef, (_value, field) => {
    if (field.name in contactFieldCopy) {
      setEdited((current) => new Set(current).add(field.name as ContactField));
    }
  });
  const control = (field: ContactField, hint?: string) => ({
    ...describedBy(field, errors[field], hint),
    defaultValue: values[field],
    onChange: markEdited(field),
    placeholder: contactFieldCopy[field].placeholder,
    required: contactFieldCopy[field].required,
  });
  const input = (
    field: ContactField,
    attributes: InputHTMLAttributes<HTMLInputElement>,
    className?: string,
    hint?: string,
  ) => (
    <FormField name={field} error={errors[field]} hint={hint} className={className}>
      <input
        {...attributes}
        maxLength={contactLimits[field]}
        className={controlClass}
        {...control(field, hint)}
      />
    </FormField>
  );

  return (
    <div
      ref={islandCommitted}
      className="border-line bg-surface rounded-3xl border p-6 shadow-sm sm:p-8"
    >
      {sent ? <ContactSuccess titleRef={successTitleRef} onSendAnother={sendAnother} /> : null}
      <h2 id="contact-form-title" hidden={sent} className="text-ink text-2xl font-bold">
        {contactPageCopy.formHeading}
      </h2>
      <p hidden={sent} className="text-ink-muted mt-2 text-sm">
        {contactPageCopy.formIntro}
      </p>

      {pageResult && pageResult.status !== "success" ? <PageMessage result={pageResult} /> : null}

      <form
        key={formKey}
        ref={formRef}
        hidden={sent}
        method="post"
        action={href("/contact")}
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void loadValidation()}
        aria-labelledby="contact-form-title"
        className="relative mt-6 grid gap-5 sm:grid-cols-2 [&[hidden]]:hidden"
      >
        <input type="hidden" name={idempotencyField} defaultValue={hiddenKey} />
        <div
          aria-hidden="true"
          className="absolute top-0 -left-[10000px] h-px w-px overflow-hidden"
        >
          <label htmlFor="contact-website">{honeypotField.label}</label>
          <input
            id="contact-website"
            type="text"
            name={honeypotField.name}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>

        {input("fullName", { type: "text", autoComplete: "name" })}
        {input("email", { type: "email", autoComplete: "email" })}
        {input("company", { type: "text", autoComplete: "organization" }, "sm:col-span-2")}
        <FormField name="country" error={errors.country}>
          <select className={cn(controlClass, "h-[2.875rem]")} {...control("country")}>
            <option value="">{countryPlaceholder}</option>
            {countryCodes.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {`${entry.code} ${entry.country}`}
              </option>
            ))}
          </select>
        </FormField>
        {input(
          "phone",
          { type: "tel", inputMode: "numeric", autoComplete: "tel-national" },
          undefined,
          phoneHint,
        )}
        {input("subject", { type: "text" }, "sm:col-span-2")}
        <FormField name="message" error={errors.message} className="sm:col-span-2">
          <textarea
            rows={6}
            maxLength={contactLimits.message}
            className={cn(controlClass, "resize-y")}
            {...control("message")}
          />
        </FormField>

        <div className="sm:col-span-2">
          <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
            {busy ? submittingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </div>
  );
}
