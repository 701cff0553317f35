import type { ResourceDef } from '../types.ts';
import { uniqueName } from './common-fields.ts';

/** Ready comments on a conversation with a former client offered a new purchase. */
export const conversationComment = {
  name: 'conversation_comment',
  table: 'conversation_comments',
  rule: 'conversation_comments',
  apiPath: 'resale/interview-comments',
  route: 'resale-interview-comments',
  optionsFor: [
    'client-clients',
    'resale-offers',
    'resale-invited-clients',
    'resale-unfinished-conversations',
  ],
  fields: [{ ...uniqueName, max: 255 }],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;
