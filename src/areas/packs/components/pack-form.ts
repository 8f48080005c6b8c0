import {
  BLANK_PACK,
  ZPack,
  type TPackContent,
  type TPackDetail,
  type TPackItem,
} from '../../../contract';
import { validateWith } from '../../../ui';

/** The pack as the modal holds it: its numbers (reserved or given) and its whole contents. */
export type PackForm = TPackItem & {
  container_number: string;
  sscc_number: string;
  contents: TPackContent[];
};

/** The modal's check of a pack before save, with the server's schema. */
export const validatePackForm = validateWith<PackForm>(ZPack);

/** A pack read from the server as the modal holds it. */
export const toPackForm = (pack: TPackDetail): PackForm => ({
  ...BLANK_PACK,
  ...pack,
  contents: pack.contents,
});
