import { ruleSetSchema } from '@savdo/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { assignableSetOf, catalogue, type RuleHolder, replaceRuleSet, ruleSetOf } from './service.ts';

/** Rights management: the rule catalogue, and the rule sets of positions and users. */
export async function rbacRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get(
    '/api/user/rules',
    {
      config: {
        access: {
          rule: 'rule.show|rules.show|user_position_rule.show|user_rule.show|user_rules.show|user_attachable_rule.show',
        },
      },
    },
    async () => ({ data: await catalogue(db) }),
  );

  // The acting user's own assignable set, so screens can show what they may not change.
  app.get('/api/user/my-assignable-rules', { config: { access: 'signed-in' } }, async (request) => {
    return { data: await assignableSetOf(db, authOf(request)) };
  });

  const sets: { path: string; holder: RuleHolder; show: string; edit: string }[] = [
    {
      path: '/api/user/user-positions/:id/rules',
      holder: 'position',
      show: 'user_position_rule.show',
      edit: 'user_position_rule.edit',
    },
    {
      path: '/api/user/m-users/:id/rules',
      holder: 'user',
      show: 'user_rule.show|user_rules.show',
      edit: 'user_rule.edit|user_rules.edit',
    },
    {
      path: '/api/user/m-users/:id/assignable-rules',
      holder: 'assignable',
      show: 'user_attachable_rule.show',
      edit: 'user_attachable_rule.edit',
    },
  ];
  for (const set of sets) {
    app.get(
      set.path,
      { config: { access: { rule: set.show } }, schema: { params: idParams } },
      async (request) => ({
        data: await ruleSetOf(db, set.holder, parse(idParams, request.params).id),
      }),
    );
    app.put(
      set.path,
      { config: { access: { rule: set.edit } }, schema: { params: idParams, body: ruleSetSchema } },
      async (request) => {
        const { id } = parse(idParams, request.params);
        const { rules } = parse(ruleSetSchema, request.body);
        return { data: await replaceRuleSet(db, authOf(request), set.holder, id, rules) };
      },
    );
  }
}
