import { useQuery } from '@tanstack/react-query';
import { APPEALS_KEY, type AppealOption, appealsApi } from './api.ts';

const EMPTY: AppealOption[] = [];

/** The reference lists (types, sources, groups, forms, directions, branches, users) as select options. */
export function useAppealReferences() {
  const refs = useQuery({
    queryKey: [APPEALS_KEY, 'references'],
    queryFn: ({ signal }) => appealsApi.references(signal),
    staleTime: 60_000,
  });
  const opts = (list: AppealOption[] | undefined) =>
    (list ?? EMPTY).map((o) => ({ value: o.id, label: o.name }));
  const d = refs.data;
  return {
    types: opts(d?.types),
    sources: opts(d?.sources),
    groups: opts(d?.groups),
    forms: opts(d?.forms),
    directions: opts(d?.directions),
    branches: opts(d?.branches),
    users: opts(d?.users),
  };
}
