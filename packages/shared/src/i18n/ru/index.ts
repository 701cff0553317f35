import { common } from './common.ts';
import { dashboard } from './dashboard.ts';
import { engine } from './engine.ts';
import { enums } from './enums.ts';
import { errors } from './errors.ts';
import { resources } from './resources.ts';
import { routes } from './routes.ts';
import { validation } from './validation.ts';

/** Every visible string of the product in this language, by namespace. */
export const ru = { common, dashboard, engine, enums, errors, resources, validation, ...routes };
