import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import {
  BLANK_INVENTORY_LINK,
  ZInventoryLink,
  type TInventoryLink,
  type TInventoryLinkRow,
} from '../../../contract';
import { RecordListPanel, validateWith } from '../../../ui';
import { deleteInventoryLink, saveInventoryLink } from '../api';
import { useInventoryLinks } from '../use-printing';

const column = createColumnHelper<TInventoryLinkRow>();
const validate = validateWith<TInventoryLink>(ZInventoryLink);
const columns = [
  column.accessor('inventory_link', { header: 'Interface Code' }),
  column.accessor('inventory_description', { header: 'Description' }),
  column.accessor('link_reference', { header: 'Inventory Code' }),
  column.accessor('inventory_unit', { header: 'UOM' }),
  column.accessor('link_type', { header: 'Link Type' }),
  column.accessor('link_unit', { header: 'Link Unit' }),
  column.accessor('link_factor', { header: 'Link Factor' }),
];

/** An interface's inventory links: its item codes linked to the site's items. */
export function InventoryLinksPanel({ itf }: { itf: string }) {
  const [term, setTerm] = useState('');
  const list = useInventoryLinks(itf, term);
  return (
    <RecordListPanel<TInventoryLinkRow, TInventoryLink>
      label="Inventory links"
      noun="inventory link"
      countNoun={['inventory link', 'inventory links']}
      module="admin"
      list={list}
      search={{ label: 'Search inventory links', onSearch: setTerm }}
      columns={columns}
      getRowId={(l) => l.inventory_link}
      emptyMessage={term ? 'No inventory link matches the search' : 'No inventory links yet'}
      blank={() => ({ ...BLANK_INVENTORY_LINK, interface: itf })}
      toForm={(l) => l}
      name={(l) => l.inventory_link}
      describe={(l) => `${l.inventory_link} (${l.link_reference})`}
      validate={validate}
      save={saveInventoryLink}
      remove={deleteInventoryLink}
      size="lg"
      fields={[
        { text: 'interface', label: 'Interface', readOnly: true },
        { text: 'inventory_link', label: 'Interface Code', fixed: true },
        { text: 'inventory_description', label: 'Description' },
        {
          pair: [
            { text: 'link_reference', label: 'Inventory Code' },
            { text: 'inventory_unit', label: 'UOM' },
          ],
        },
        { text: 'link_type', label: 'Link Type' },
        {
          pair: [
            { text: 'link_unit', label: 'Link Unit' },
            { number: 'link_factor', label: 'Link Factor' },
          ],
        },
      ]}
    />
  );
}
