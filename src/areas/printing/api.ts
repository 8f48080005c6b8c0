import { callAction, callResults } from '../../api';
import {
  PRINTING_CALLS as C,
  PRINTING_MESSAGES as M,
  type TCustomerLink,
  type TCustomerLinkRow,
  type TInterface,
  type TInventoryLink,
  type TInventoryLinkRow,
  type TPrinterSet,
  type TPrinterSetRow,
  type TPrinterSetSummary,
} from '../../contract';
import { errorText, isRefusal } from '../../ui';

async function guarded<T>(run: () => Promise<T>, failure: (e: unknown) => string): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw isRefusal(e) ? e : new Error(failure(e));
  }
}

/** A write that answers nothing the screen reads. */
async function written(
  run: () => Promise<unknown>,
  failure: (e: unknown) => string,
): Promise<void> {
  await guarded(run, failure);
}

const quiet = { quietErrors: true };
const blocking = { quietErrors: true, blocking: true };

/** The site's printer sets; a term (2+ characters, else none) searches on the server. */
export const fetchPrinterSets = (searchTerm: string): Promise<TPrinterSetSummary[]> =>
  guarded(
    () => callResults(C.printerSetList, searchTerm ? { search_term: searchTerm } : {}, quiet),
    () => M.printerSetsFailed,
  );

export const fetchPrinterSet = async (printerSet: string): Promise<TPrinterSetRow> =>
  guarded(
    async () => (await callResults(C.printerSetGet, { printer_set: printerSet }, quiet))[0]!,
    () => M.printerSetFailed,
  );

/** Save a set with its printers and map (they replace the stored ones). */
export const savePrinterSet = (set: TPrinterSet): Promise<void> =>
  written(
    () => callAction(C.printerSetCheck, { printer_sets: [set] }, blocking),
    (e) => M.printerSetUpdate(errorText(e)),
  );

export const deletePrinterSet = (printerSet: string): Promise<void> =>
  written(
    () => callAction(C.printerSetDelete, { printer_sets: [{ printer_set: printerSet }] }, quiet),
    () => M.printerSetFailed,
  );

export const fetchInterfaces = (): Promise<TInterface[]> =>
  guarded(
    () => callResults(C.interfaceList, {}, quiet),
    () => M.interfacesFailed,
  );

export const saveInterface = (item: TInterface): Promise<void> =>
  written(
    () => callAction(C.interfaceCheck, { interface: item }, blocking),
    () => M.interfaceUpdate,
  );

export const fetchCustomerLinks = (itf: string, searchTerm: string): Promise<TCustomerLinkRow[]> =>
  guarded(
    () =>
      callResults(
        C.customerLinkList,
        searchTerm ? { interface: itf, search_term: searchTerm } : { interface: itf },
        quiet,
      ),
    () => M.interfacesFailed,
  );

export const saveCustomerLink = (link: TCustomerLink): Promise<void> =>
  written(
    () => callAction(C.customerLinkCheck, { customer_link: link }, blocking),
    () => M.customerLinkUpdate,
  );

export const deleteCustomerLink = (link: TCustomerLinkRow): Promise<void> =>
  written(
    () =>
      callAction(
        C.customerLinkDelete,
        { customer_links: [{ interface: link.interface, customer_link: link.customer_link }] },
        quiet,
      ),
    () => M.customerLinkDelete,
  );

export const fetchInventoryLinks = (
  itf: string,
  searchTerm: string,
): Promise<TInventoryLinkRow[]> =>
  guarded(
    () =>
      callResults(
        C.inventoryLinkList,
        searchTerm ? { interface: itf, search_term: searchTerm } : { interface: itf },
        quiet,
      ),
    () => M.interfacesFailed,
  );

export const saveInventoryLink = (link: TInventoryLink): Promise<void> =>
  written(
    () => callAction(C.inventoryLinkCheck, { inventory_link: link }, blocking),
    () => M.inventoryLinkUpdate,
  );

export const deleteInventoryLink = (link: TInventoryLinkRow): Promise<void> =>
  written(
    () =>
      callAction(
        C.inventoryLinkDelete,
        { inventory_links: [{ interface: link.interface, inventory_link: link.inventory_link }] },
        quiet,
      ),
    () => M.inventoryLinkDelete,
  );
