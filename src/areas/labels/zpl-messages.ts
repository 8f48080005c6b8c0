/** What the label editor asks the ZPL worker and what it answers. */
export type TZplRequest = {
  id: number;
  zpl: string;
  widthMm: number;
  depthMm: number;
  dpmm: number;
};
export type TZplResponse = { id: number; png: string } | { id: number; error: string };
