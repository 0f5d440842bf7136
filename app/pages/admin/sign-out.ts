import type { APIRoute } from "astro";

import { deskEndpoint } from "#app/features/desk/desk-page.server";
import { signOut } from "#app/features/desk/sign-out.server";

/** POST signs out (the form in the desk's header); any other method goes back to the desk. */
export const ALL: APIRoute = (context) => deskEndpoint(context, signOut);
