import type { PageCopy } from "../pages";

export const page: PageCopy = {
  path: "/cookies",
  title: "Cookie Policy",
  description:
    "Which cookies and local storage this website uses, what each one is for, and how to change your cookie choice at any time.",
  keywords: ["cookie policy", "cookie consent", "local storage"],
  heading: "Cookie Policy",
  intro: "What we store in your browser, why, and how you can change your choice.",
};
