import { route, type RouteConfig } from "@react-router/dev/routes";

/** Every URL of the site, grouped by area: the main pages, channels, demos, legal pages. */
export default [
  // Pricing and calculators
  route("pricing", "features/pricing/pricing.route.tsx"),
  route("pay-as-you-go", "features/pricing/pay-as-you-go.route.tsx"),
  route("roi-calculator", "features/pricing/roi-calculator.route.tsx"),

  // API-backed content

  // Demos (the WhatsApp demo answers under both spellings the site links to)
  route("demo/WhatsappDemo", "features/demos/whatsapp.route.tsx", { id: "demo-whatsapp" }),
  route("demo/WhatsAppDemo", "features/demos/whatsapp.route.tsx", { id: "demo-whatsapp-alias" }),
  route("demo/ConversationalDemo", "features/demos/conversational.route.tsx"),
  route("demo/KioskDemo", "features/demos/kiosk.route.tsx"),
  route("demo/WebsiteDemo", "features/demos/website.route.tsx"),
  route("demo/MobileDemo", "features/demos/mobile.route.tsx"),
  route("demo/VoiceDemo", "features/demos/voice.route.tsx"),
  route("demo/PhoneDemo", "features/demos/phone.route.tsx"),
  route("demo/SMSDemo", "features/demos/sms.route.tsx"),

  // Machine-readable resources

  route("*", "features/not-found/not-found.route.tsx"),
] satisfies RouteConfig;
