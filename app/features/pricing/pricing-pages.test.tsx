import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { PayAsYouGoCalculator } from "./pay-as-you-go-calculator";
import { PayAsYouGoPage } from "./pay-as-you-go-page";
import { pricingFaq } from "./pricing.copy";
import { PricingPage } from "./pricing-page";
import { parsePayAsYouGoQuery, parseRoiQuery } from "./query";
import { RoiCalculatorPage } from "./roi-calculator-page";
import { RoiCalculatorPanel } from "./roi-calculator-panel";

describe("the pricing pages as the server renders them", () => {
  it("/pricing: the plans, the FAQ answers as HTML and the countdown's placeholders", () => {
    const html = renderToStaticMarkup(<PricingPage />);
    expect(html).toContain('id="plans"');
    for (const item of pricingFaq) expect(html).toContain(item.answer);
    expect(html.match(/data-countdown-unit="\w+"[^>]*>--</g)).toHaveLength(3);
  });

  it("/pay-as-you-go: the estimate for a shared link's inputs, in the calculator section", () => {
    const inputs = parsePayAsYouGoQuery(new URLSearchParams("agents=2&interactions=10001"));
    const html = renderToStaticMarkup(
      <PayAsYouGoPage calculator={<PayAsYouGoCalculator initial={inputs} />} />,
    );
    expect(html).toMatch(/id="calculator"[\s\S]*data-testid="payg-total"[\s\S]*\$200\.02/);
    expect(html).toContain('action="/pay-as-you-go#calculator"');
  });

  it("/roi-calculator: the results for a shared link's inputs, in the calculator section", () => {
    const inputs = parseRoiQuery(new URLSearchParams("employees=3&salary=45000"));
    const html = renderToStaticMarkup(
      <RoiCalculatorPage calculator={<RoiCalculatorPanel initial={inputs} />} />,
    );
    expect(html).toMatch(/id="calculator"[\s\S]*data-testid="roi-monthlySavings"[^>]*>\$9,563</);
    expect(html).toContain('action="/roi-calculator#calculator"');
  });
});
