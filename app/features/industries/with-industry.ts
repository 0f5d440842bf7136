/** Fills an industry page's text template: `{name}` as given, `{lower}` in lower case. */
export function withIndustry(template: string, name: string): string {
  return template.replaceAll("{name}", name).replaceAll("{lower}", name.toLowerCase());
}
