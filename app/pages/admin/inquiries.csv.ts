import type { APIRoute } from "astro";

import { deskEndpoint } from "#app/features/desk/desk-page.server";
import { inquiriesCsv } from "#app/features/desk/inquiries-csv.server";

/** The list's inquiries as CSV, for the signed-in desk (401 otherwise). */
export const ALL: APIRoute = (context) => deskEndpoint(context, inquiriesCsv);
