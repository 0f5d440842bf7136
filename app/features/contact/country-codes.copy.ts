/** Dial codes of the contact form, in its order (docs/requirements/contact.md). */
export const countryCodes = [
  { code: "+91", country: "India" },
  { code: "+1", country: "USA" },
  { code: "+44", country: "UK" },
  { code: "+61", country: "Australia" },
  { code: "+81", country: "Japan" },
  { code: "+49", country: "Germany" },
  { code: "+971", country: "UAE" },
  { code: "+86", country: "China" },
  { code: "+33", country: "France" },
  { code: "+39", country: "Italy" },
] as const;
