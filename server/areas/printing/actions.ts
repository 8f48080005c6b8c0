import { PRINTING_CALLS as C } from '../../../src/contract';
import type { AnyAction } from '../action-types';
import { defineAction } from '../action-types';
import { getInterface, listInterfaces, saveInterface } from './interfaces';
import {
  deleteCustomerLinks,
  deleteInventoryLinks,
  listCustomerLinks,
  listInventoryLinks,
  saveCustomerLink,
  saveInventoryLink,
} from './links';
import { printActions } from './print-actions';
import { deletePrinterSets, getPrinterSet, listPrinterSets, savePrinterSets } from './printer-sets';

const view = { module: 'admin', flag: 'view' } as const;
const update = { module: 'admin', flag: 'update' } as const;
const remove = { module: 'admin', flag: 'delete' } as const;

/**
 * Service `printing` (document 3 sections 2-9): printer sets with their printers and label
 * map, the ERP and freight interfaces and their customer and inventory links. The settings
 * sidebar's named select `site_printer_sets` reads the same printer set table.
 */
export const printingActions: AnyAction[] = [
  defineAction({
    contract: C.printerSetList,
    permission: view,
    description:
      'The printer sets of the site by code (printer_set, printer_set_name, warehouse); ' +
      'search_term (2+ characters, shorter is ignored) filters code or name.',
    async handler(ctx, data) {
      return listPrinterSets(ctx.db, ctx.siteId, data.search_term);
    },
  }),
  defineAction({
    contract: C.printerSetGet,
    permission: view,
    description:
      'One printer set of the request site with its printers and map (label, label_format, ' +
      'printer); a site_id in data (the spec sends GLOBAL) is ignored. results[0].',
    async handler(ctx, data) {
      ctx.logRecord(data.printer_set, 'printer_set');
      return [await getPrinterSet(ctx.db, ctx.siteId, data.printer_set)];
    },
  }),
  defineAction({
    contract: C.printerSetCheck,
    permission: update,
    description:
      'Add or update printer sets (data.printer_sets), each with its printers (printer, ' +
      'printer_name, printer_type ZEBRA|PDF, printer_address host or IP, printer_port 1..65535, ' +
      'default 9100) and map (label, label_format, printer of the same set), which replace the ' +
      'stored ones. All or nothing. results: the saved sets.',
    async handler(ctx, data) {
      const [first] = data.printer_sets;
      if (first && data.printer_sets.length === 1)
        ctx.logRecord(first.printer_set, 'printer_set', first.printer_set_name);
      return savePrinterSets(ctx.db, ctx.siteId, data.printer_sets);
    },
  }),
  defineAction({
    contract: C.printerSetDelete,
    permission: remove,
    description:
      'Delete printer sets (data.printer_sets: [{ printer_set }]) with their printers and map; ' +
      'refused, nothing deleted, when one is missing or is a user context’s printer set.',
    async handler(ctx, data) {
      const keys = data.printer_sets.map((s) => s.printer_set);
      if (keys.length === 1) ctx.logRecord(keys[0]!, 'printer_set');
      return deletePrinterSets(ctx.db, ctx.siteId, keys);
    },
  }),
  defineAction({
    contract: C.interfaceList,
    permission: view,
    description:
      'The ERP and freight interfaces of the site by code; search_term (2+ characters) ' +
      'filters code or name.',
    async handler(ctx, data) {
      return listInterfaces(ctx.db, ctx.siteId, data.search_term);
    },
  }),
  defineAction({
    contract: C.interfaceGet,
    permission: view,
    description: 'One interface (interface, interface_name). results[0].',
    async handler(ctx, data) {
      ctx.logRecord(data.interface, 'interface');
      return [await getInterface(ctx.db, ctx.siteId, data.interface)];
    },
  }),
  defineAction({
    contract: C.interfaceCheck,
    permission: update,
    description: 'Add or rename one interface (data.interface). results[0]: saved.',
    async handler(ctx, data) {
      ctx.logRecord(data.interface.interface, 'interface', data.interface.interface_name);
      return [await saveInterface(ctx.db, ctx.siteId, data.interface)];
    },
  }),
  defineAction({
    contract: C.customerLinkList,
    permission: view,
    description:
      'The customer links of one interface of the request site (customer_link, ' +
      'link_reference, customer_name from the customer); search_term (2+ characters) filters.',
    async handler(ctx, data) {
      return listCustomerLinks(ctx.db, ctx.siteId, data.interface, data.search_term);
    },
  }),
  defineAction({
    contract: C.customerLinkCheck,
    permission: update,
    description:
      'Add or update one customer link (data.customer_link: interface, customer_link, ' +
      'link_reference); the interface and the customer (link_reference) must exist. results[0].',
    async handler(ctx, data) {
      const link = data.customer_link;
      ctx.logRecord(`${link.interface}/${link.customer_link}`, 'customer_link');
      return [await saveCustomerLink(ctx.db, ctx.siteId, link)];
    },
  }),
  defineAction({
    contract: C.customerLinkDelete,
    permission: remove,
    description:
      'Delete customer links (data.customer_links: [{ interface, customer_link }]); refused, ' +
      'nothing deleted, when one is missing. results: deleted.',
    async handler(ctx, data) {
      return deleteCustomerLinks(ctx.db, ctx.siteId, data.customer_links);
    },
  }),
  defineAction({
    contract: C.inventoryLinkList,
    permission: view,
    description:
      'The inventory links of one interface of the request site; search_term (2+ ' +
      'characters) filters interface code, inventory code or description.',
    async handler(ctx, data) {
      return listInventoryLinks(ctx.db, ctx.siteId, data.interface, data.search_term);
    },
  }),
  defineAction({
    contract: C.inventoryLinkCheck,
    permission: update,
    description:
      'Add or update one inventory link (data.inventory_link); the interface and the item ' +
      '(link_reference) must exist; link_type defaults to INVENTORY, link_factor to 1 (> 0); ' +
      'a blank description or UOM is taken from the item. results[0].',
    async handler(ctx, data) {
      const link = data.inventory_link;
      ctx.logRecord(`${link.interface}/${link.inventory_link}`, 'inventory_link');
      return [await saveInventoryLink(ctx.db, ctx.siteId, link)];
    },
  }),
  defineAction({
    contract: C.inventoryLinkDelete,
    permission: remove,
    description:
      'Delete inventory links (data.inventory_links: [{ interface, inventory_link }]); ' +
      'refused, nothing deleted, when one is missing. results: deleted.',
    async handler(ctx, data) {
      return deleteInventoryLinks(ctx.db, ctx.siteId, data.inventory_links);
    },
  }),
  ...printActions,
];
