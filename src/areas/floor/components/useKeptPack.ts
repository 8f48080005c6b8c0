import { useEffect, useState } from 'react';
import { getSession } from '../../../api/session';
import { getWorkContext } from '../../../api/work-context';
import { floorDb } from '../../../offline/db';
import { releasePackNumber } from '../../../offline/pack-numbers';
import type { TPackDraft } from './pack-draft';

/*
 * The open pack is a draft kept on the device (issue 26): it comes back after a reload or a
 * closed tab, for the same site and user. A new pack's number is reserved on this device:
 * Cancel hands it back unused (it is never saved); only Void burns it, visibly.
 */

/** What is kept: the pack, and whether its number is a fresh one no save has named yet. */
type TKeptPack = { pack: TPackDraft; fresh: boolean };

const factName = () => {
  const site = getWorkContext()?.site_id ?? '';
  const user = getSession()?.user.user_id ?? '';
  return site && user ? `floor.openPack:${site}:${user.toLowerCase()}` : null;
};

async function loadKept(): Promise<TKeptPack | null> {
  const name = factName();
  const fact = name ? await floorDb.device.get(name) : undefined;
  const kept = fact?.value as TKeptPack | undefined;
  return kept?.pack?.container_number ? kept : null;
}

async function storeKept(kept: TKeptPack | null): Promise<void> {
  const name = factName();
  if (!name) return;
  if (kept) await floorDb.device.put({ name, value: kept });
  else await floorDb.device.delete(name);
}

/** A voided number's mark: used, by no pack, never handed out again. */
export const VOIDED = 'void';

/**
 * The pack screen's open pack, kept on the device as it changes. `fresh`: its number was
 * taken for a new pack and no save names it yet (Cancel then gives it back).
 */
export function useKeptPack() {
  const [pack, setPack] = useState<TPackDraft | null>(null);
  const [fresh, setFresh] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let live = true;
    void loadKept()
      .catch(() => null)
      .then((kept) => {
        if (!live) return;
        if (kept) {
          // A pack opened meanwhile (a scan before the device answered) stays.
          setPack((p) => p ?? kept.pack);
          setFresh((f) => f || kept.fresh);
        }
        setLoaded(true);
      });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (loaded) void storeKept(pack ? { pack, fresh } : null).catch(() => undefined);
  }, [pack, fresh, loaded]);

  /** Cancel: the pack closes; a fresh number goes back unused. */
  const cancelPack = async () => {
    if (pack && fresh) await releasePackNumber(pack.container_number);
    setFresh(false);
    setPack(null);
  };

  /** Void: a fresh number is burned (kept used by no pack) and the pack closes. */
  const voidPack = async () => {
    if (pack && fresh) await floorDb.packNumbers.update(pack.container_number, { used_by: VOIDED });
    setFresh(false);
    setPack(null);
  };

  return { pack, setPack, fresh, setFresh, cancelPack, voidPack };
}
