import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import {
  BLANK_CUSTOMER_LINK,
  ZCustomerLink,
  type TCustomerLink,
  type TCustomerLinkRow,
} from '../../../contract';
import { RecordListPanel, validateWith } from '../../../ui';
import { deleteCustomerLink, saveCustomerLink } from '../api';
import { useCustomerLinks } from '../use-printing';

const column = createColumnHelper<TCustomerLinkRow>();
const validate = validateWith<TCustomerLink>(ZCustomerLink);
const columns = [
  column.accessor('customer_link', { header: 'Linked Code' }),
  column.accessor('link_reference', { header: 'Customer Code' }),
  column.accessor('customer_name', { header: 'Customer Name' }),
];

/** An interface's customer links: its customer codes linked to the site's customers. */
export function CustomerLinksPanel({ itf }: { itf: string }) {
  const [term, setTerm] = useState('');
  const list = useCustomerLinks(itf, term);
  return (
    <RecordListPanel<TCustomerLinkRow, TCustomerLink>
      label="Customer links"
      noun="customer link"
      countNoun={['customer link', 'customer links']}
      module="admin"
      list={list}
      search={{ label: 'Search customer links', onSearch: setTerm }}
      columns={columns}
      getRowId={(l) => l.customer_link}
      emptyMessage={term ? 'No customer link matches the search' : 'No customer links yet'}
      blank={() => ({ ...BLANK_CUSTOMER_LINK, interface: itf })}
      toForm={({ customer_name: _name, ...link }) => link}
      name={(l) => l.customer_link}
      describe={(l) => `${l.customer_link} (${l.link_reference} ${l.customer_name})`}
      validate={validate}
      save={saveCustomerLink}
      remove={deleteCustomerLink}
      fields={[
        { text: 'interface', label: 'Interface', readOnly: true },
        { text: 'customer_link', label: 'Linked Code', fixed: true },
        { text: 'link_reference', label: 'Customer Code' },
      ]}
    />
  );
}
