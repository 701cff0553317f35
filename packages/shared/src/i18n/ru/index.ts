import { common } from './common.ts';
import { dashboard } from './dashboard.ts';
import { engine } from './engine.ts';
import { errors } from './errors.ts';
import { resources } from './resources.ts';
import { routes } from './routes.ts';
import { validation } from './validation.ts';

/** Every visible string of the product in this language, by namespace. */
export const ru = { common, dashboard, engine, errors, resources, validation, ...routes };
