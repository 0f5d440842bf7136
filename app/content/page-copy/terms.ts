import type { PageCopy } from "../pages";

export const page: PageCopy = {
  path: "/terms",
  title: "Terms of Service",
  description:
    "The terms that apply when you use this website, its demos and calculators, and when you send us an inquiry or create an agent.",
  keywords: ["terms of service", "terms and conditions", "website terms"],
  heading: "Terms of Service",
  intro: "The rules for using this website, its demos, calculators and forms.",
};
