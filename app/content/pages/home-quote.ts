import { caseStudies } from "./success-stories";

/**
 * A customer's own words on the home page, between the demo and the steps: the quote of a
 * published case study, so the page makes no claim of its own. It reaches the page as loader
 * data: importing the case studies into the page's code would grow the first view's JavaScript.
 */
export const homeCustomerQuote = caseStudies[0]!.quote;
