import { z } from 'zod';

/** Zod's own messages (type mismatch, unknown keys…) in Polish, on the server and in the browser. */
z.config(z.locales.pl());
