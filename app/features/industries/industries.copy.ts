import type { IconName } from "#app/shared/icons/icon-names";

import type { IndustrySlug } from "#app/shared/copy/slugs.copy";

// Each industry page's longer copy is in industry-page.copy.ts, read by the page only, so the
// overview does not ship it.
export interface Industry {
  slug: IndustrySlug;
  name: string;
  description: string;
  features: readonly string[];
  icon: IconName;
}

export const industries: readonly Industry[] = [
  {
    slug: "healthcare",
    icon: "heart-pulse",
    name: "Healthcare",
    description:
      "Book appointments, answer patient questions and send reminders while keeping health data private.",
    features: ["Appointment booking", "Symptom triage guidance", "Prescription refill reminders"],
  },
  {
    slug: "financial-services",
    icon: "banknote",
    name: "Financial Services",
    description:
      "Answer account questions, guide applications and flag fraud around the clock with compliant agents.",
    features: ["Account and card support", "Loan application guidance", "Fraud alert follow-up"],
  },
  {
    slug: "retail",
    icon: "shopping-bag",
    name: "Retail",
    description:
      "Recommend products, track orders and handle returns across your store, site and messaging apps.",
    features: ["Product recommendations", "Order tracking", "Returns and exchanges"],
  },
  {
    slug: "education",
    icon: "graduation-cap",
    name: "Education",
    description:
      "Support students and applicants with course information, enrolment help and study assistance.",
    features: ["Admissions questions", "Course and timetable help", "24/7 study assistance"],
  },
  {
    slug: "automotive",
    icon: "car",
    name: "Automotive",
    description:
      "Book test drives and service visits, answer model questions and follow up on leads for dealers.",
    features: ["Test drive booking", "Service scheduling", "Model and financing questions"],
  },
  {
    slug: "manufacturing",
    icon: "factory",
    name: "Manufacturing",
    description:
      "Give distributors and field teams instant answers on parts, orders and maintenance procedures.",
    features: ["Parts and stock lookup", "Order status for distributors", "Maintenance guides"],
  },
  {
    slug: "logistics",
    icon: "truck",
    name: "Logistics",
    description:
      "Track shipments, reschedule deliveries and resolve exceptions without waiting on hold.",
    features: ["Shipment tracking", "Delivery rescheduling", "Exception handling"],
  },
  {
    slug: "technology",
    icon: "cpu",
    name: "Technology",
    description:
      "Onboard users, troubleshoot products and qualify trial sign-ups for software and hardware companies.",
    features: ["User onboarding", "Technical troubleshooting", "Trial lead qualification"],
  },
];

export function findIndustry(slug: string): Industry | undefined {
  return industries.find((industry) => industry.slug === slug);
}
