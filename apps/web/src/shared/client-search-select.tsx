import { SearchSelect, type SearchSelectProps } from './search-select.tsx';

/** A client found on the server: its id and what the picker shows. */
export interface ClientOption {
  id: number;
  name: string;
}

export type ClientSearchSelectProps = Omit<SearchSelectProps<ClientOption>, 'optionOf'>;

const clientOption = (o: ClientOption) => ({ value: o.id, label: o.name });

/** A client picked by name, PINFL or phone (see SearchSelect), with the module's own search. */
export function ClientSearchSelect(props: ClientSearchSelectProps) {
  return <SearchSelect {...props} queryKey={[...props.queryKey, 'clients']} optionOf={clientOption} />;
}
