/**
 * Demo labels (document 3 "Label"): the ZPL layouts the demo printer sets map (CARTON_LABEL,
 * PACK_CONTENTS, SPLIT_LABEL, SALES_ORDER, LOCATION) and the runs name (DESPATCH), plus an
 * SSCC pack label, an inventory label and a purchase order receiving label. Sizes are
 * 203 dpi Zebra stock: 8 dots a millimetre.
 */
import { ne } from 'drizzle-orm';
import { GLOBAL_SITE, type TLabelEntity, type TLabelFormat } from '../../src/contract';
import { labels, sites } from '../db/schema';
import type { Db } from '../db/types';

type DemoLabel = {
  label: string;
  label_format?: TLabelFormat;
  label_description: string;
  entity: TLabelEntity;
  size: [label_size: string, width: number, depth: number];
  lines?: [first_line_at: number, last_line_at: number, line_increment: number];
  zpl: string[];
};

const footer = '^FO30,1160^A0N,22,22^FDPrinted {{ printed_time }} by {{ printed_user }}^FS';

const shipTo = [
  '^FO30,30^A0N,28,28^FDFROM: {{ site_name }} - {{ warehouse_name }}^FS',
  '^FO30,70^GB740,3,3^FS',
  '^FO30,90^A0N,28,28^FDSHIP TO:^FS',
  '^FO30,125^A0N,50,50^FD{{ delivery_name | truncate(28, true, "") }}^FS',
  '^FO30,185^A0N,36,36^FD{{ delivery_address_1 }}^FS',
  '^FO30,228^A0N,36,36^FD{{ delivery_address_2 }}^FS',
  '^FO30,271^A0N,46,46^FD{{ delivery_city }}^FS',
  '^FO30,335^GB740,3,3^FS',
];

const ssccBarcode = [
  '^FO30,640^GB740,3,3^FS',
  '{% if sscc_number %}',
  '^FO30,660^A0N,28,28^FDSSCC^FS',
  '^FO70,700^BY3,3,280^BCN,280,Y,N,,D^FD{{ gs1_sscc }}^FS',
  '{% else %}',
  '^FO70,700^BY3,3,280^BCN,280,Y,N,N^FD{{ container_number }}^FS',
  '{% endif %}',
];

export const DEMO_LABELS: DemoLabel[] = [
  {
    label: 'LOCATION',
    label_description: 'Location label: code and Code 128 barcode',
    entity: 'location',
    size: ['100x50', 100, 50],
    zpl: [
      '^XA',
      '^CI28^PW800^LL400',
      '^FO30,20^A0N,110,100^FD{{ location }}^FS',
      '^FO30,135^A0N,30,30^FD{{ warehouse_name }}  {{ location_name | truncate(40, true, "") }}^FS',
      '^FO60,185^BY3,3,170^BCN,170,N,N,N^FD{{ barcode }}^FS',
      '^XZ',
    ],
  },
  {
    label: 'CARTON_LABEL',
    label_description: 'Run carton label: ship-to, run, order, carton x of y, SSCC',
    entity: 'run',
    size: ['100x150', 100, 150],
    zpl: [
      '^XA',
      '^CI28^PW800^LL1200',
      ...shipTo,
      '^FO30,355^A0N,40,40^FDRUN {{ run }}^FS^FO330,362^A0N,30,30^FD{{ run_name }}^FS',
      '^FO30,410^A0N,34,34^FDORDER {{ sales_order }}^FS',
      '^FO30,455^A0N,30,30^FDCUST PO {{ customer_order }}^FS',
      '^FO30,505^A0N,70,70^FDCARTON {{ carton_number }} OF {{ carton_count }}^FS',
      '^FO30,590^A0N,28,28^FDCON {{ connote }}  {{ weight }} KG  {{ package_type }}^FS',
      ...ssccBarcode,
      footer,
      '^XZ',
    ],
  },
  {
    label: 'SSCC_LABEL',
    label_description: 'SSCC pack label (GS1-128): ship-to, order, carton x of y',
    entity: 'container',
    size: ['100x150', 100, 150],
    zpl: [
      '^XA',
      '^CI28^PW800^LL1200',
      ...shipTo,
      '^FO30,355^A0N,34,34^FDORDER {{ sales_order }}^FS',
      '^FO30,400^A0N,30,30^FDCUST PO {{ customer_order }}^FS',
      '^FO30,445^A0N,30,30^FD{{ contents_description | truncate(40, true, "") }}^FS',
      '^FO30,500^A0N,70,70^FDCARTON {{ carton_number }} OF {{ carton_count }}^FS',
      '^FO30,585^A0N,28,28^FD{{ weight }} KG   {{ container_number }}^FS',
      ...ssccBarcode,
      footer,
      '^XZ',
    ],
  },
  {
    label: 'PACK_CONTENTS',
    label_description: 'Pack contents: one line per item, continued on further labels',
    entity: 'licence_plate',
    size: ['100x150', 100, 150],
    lines: [260, 1010, 75],
    zpl: [
      '^XA',
      '^CI28^PW800^LL1200',
      '^FO30,30^A0N,50,50^FDPACK {{ container_number }}^FS',
      '^FO30,90^A0N,30,30^FDORDER {{ sales_order }}  {{ customer_name | truncate(24, true, "") }}^FS',
      '^FO30,130^A0N,30,30^FDCARTON {{ carton_number }} OF {{ carton_count }}   PAGE {{ page }} OF {{ pages }}^FS',
      '^FO30,175^GB740,3,3^FS',
      '^FO30,195^A0N,26,26^FDQTY^FS^FO170,195^A0N,26,26^FDITEM / BATCH / USE BY^FS',
      '^FO30,230^GB740,2,2^FS',
      '{% for l in lines %}',
      '^FO30,{{ l.y }}^A0N,34,34^FD{{ l.quantity }} {{ l.unit_of_measure }}^FS',
      '^FO170,{{ l.y }}^A0N,30,30^FD{{ l.inventory_code }}  {{ l.description | truncate(26, true, "") }}^FS',
      '^FO170,{{ l.y + 34 }}^A0N,24,24^FD{% if l.batch %}Batch {{ l.batch }}  {% endif %}{% if l.date_code_text %}Use by {{ l.date_code_text }}{% endif %}^FS',
      '{% endfor %}',
      footer,
      '^XZ',
    ],
  },
  {
    label: 'SPLIT_LABEL',
    label_description: 'Split carton label: order, item and carton x of y',
    entity: 'licence_plate',
    size: ['100x100', 100, 100],
    zpl: [
      '^XA',
      '^CI28^PW800^LL800',
      '^FO30,30^A0N,60,60^FDSPLIT CARTON^FS',
      '^FO30,110^A0N,36,36^FD{{ delivery_name | truncate(30, true, "") }}^FS',
      '^FO30,160^A0N,30,30^FD{{ delivery_city }}^FS',
      '^FO30,210^A0N,34,34^FDORDER {{ sales_order }}^FS',
      '^FO30,260^A0N,50,50^FDCARTON {{ carton_number }} OF {{ carton_count }}^FS',
      '^FO70,360^BY3,3,200^BCN,200,Y,N,N^FD{{ container_number }}^FS',
      '^FO30,760^A0N,22,22^FDPrinted {{ printed_time }} by {{ printed_user }}^FS',
      '^XZ',
    ],
  },
  {
    label: 'SALES_ORDER',
    label_description: 'Sales order label: order barcode, customer, delivery and lines',
    entity: 'sales_order',
    size: ['100x150', 100, 150],
    lines: [520, 1100, 45],
    zpl: [
      '^XA',
      '^CI28^PW800^LL1200',
      '^FO30,30^A0N,60,60^FD{{ sales_order }}^FS',
      '^FO30,100^BY2,3,100^BCN,100,N,N,N^FD{{ barcode }}^FS',
      '^FO30,215^A0N,40,40^FD{{ customer_name | truncate(30, true, "") }}^FS',
      '^FO30,265^A0N,30,30^FD{{ delivery_address_1 }}^FS',
      '^FO30,305^A0N,30,30^FD{{ delivery_city }}^FS',
      '^FO30,350^A0N,28,28^FDRequired {{ required_date_text }}   Run {{ run }}   Cartons {{ carton_count }}^FS',
      '^FO30,390^A0N,26,26^FD{{ delivery_instructions | truncate(50, true, "") }}^FS',
      '^FO30,440^A0N,26,26^FDPAGE {{ page }} OF {{ pages }}^FS',
      '^FO30,480^GB740,2,2^FS',
      '{% for l in lines %}^FO30,{{ l.y }}^A0N,28,28^FD{{ l.quantity }} {{ l.unit_of_measure }}^FS',
      '^FO170,{{ l.y }}^A0N,28,28^FD{{ l.inventory_code }} {{ l.description | truncate(28, true, "") }}^FS{% endfor %}',
      footer,
      '^XZ',
    ],
  },
  {
    label: 'SALES_ORDER',
    label_format: 'PDF',
    label_description: 'Sales order sheet for the office printer',
    entity: 'sales_order',
    size: ['A4', 210, 297],
    zpl: [
      '<h1>{{ sales_order }}</h1>',
      '<p>{{ customer_name }}<br>{{ delivery_address }}</p>',
      '<p>Required {{ required_date_text }} - Run {{ run }}</p>',
      '<table>{% for l in lines %}<tr><td>{{ l.quantity }} {{ l.unit_of_measure }}</td>' +
        '<td>{{ l.inventory_code }}</td><td>{{ l.description }}</td></tr>{% endfor %}</table>',
    ],
  },
  {
    label: 'DESPATCH',
    label_description: 'Despatch label: ship-to, connote barcode and carton count',
    entity: 'sales_order',
    size: ['100x150', 100, 150],
    zpl: [
      '^XA',
      '^CI28^PW800^LL1200',
      ...shipTo,
      '^FO30,360^A0N,40,40^FDORDER {{ sales_order }}^FS',
      '^FO30,415^A0N,34,34^FDRUN {{ run }} {{ run_name }}^FS',
      '^FO30,470^A0N,70,70^FD{{ carton_count }} CARTONS^FS',
      '^FO30,570^A0N,28,28^FD{{ delivery_instructions | truncate(48, true, "") }}^FS',
      '^FO30,640^GB740,3,3^FS',
      '{% if connote %}^FO70,680^BY3,3,240^BCN,240,Y,N,N^FD{{ connote }}^FS{% endif %}',
      footer,
      '^XZ',
    ],
  },
  {
    label: 'INVENTORY',
    label_description: 'Inventory label: description, code and GTIN (GS1-128)',
    entity: 'inventory',
    size: ['100x50', 100, 50],
    zpl: [
      '^XA',
      '^CI28^PW800^LL400',
      '^FO30,20^A0N,50,50^FD{{ inventory_code }}^FS',
      '^FO30,80^A0N,30,30^FD{{ inventory_description | truncate(44, true, "") }}^FS',
      '{% if gs1_gtin %}^FO60,130^BY2,3,190^BCN,190,Y,N,,D^FD{{ gs1_gtin }}^FS',
      '{% else %}^FO60,130^BY3,3,190^BCN,190,Y,N,N^FD{{ inventory_code }}^FS{% endif %}',
      '^XZ',
    ],
  },
  {
    label: 'RECEIVING',
    label_description: 'Purchase order receiving label',
    entity: 'purchase_order',
    size: ['100x50', 100, 50],
    zpl: [
      '^XA',
      '^CI28^PW800^LL400',
      '^FO30,20^A0N,60,60^FD{{ purchase_order }}^FS',
      '^FO30,90^A0N,30,30^FD{{ supplier_name | truncate(40, true, "") }}^FS',
      '^FO30,130^A0N,26,26^FDExpected {{ expected_date_text }}  {{ warehouse_name }}^FS',
      '^FO60,180^BY3,3,170^BCN,170,N,N,N^FD{{ barcode }}^FS',
      '^XZ',
    ],
  },
];

/** The demo labels at every site (GLOBAL has none). */
export async function seedLabels(tx: Db): Promise<void> {
  const siteRows = await tx
    .select({ site_id: sites.site_id })
    .from(sites)
    .where(ne(sites.site_id, GLOBAL_SITE));
  for (const { site_id } of siteRows)
    await tx.insert(labels).values(
      DEMO_LABELS.map((l) => ({
        site_id,
        label: l.label,
        label_format: l.label_format ?? 'ZEBRA',
        label_description: l.label_description,
        entity: l.entity,
        label_size: l.size[0],
        width: l.size[1],
        depth: l.size[2],
        label_string: l.zpl.join('\n'),
        first_line_at: l.lines?.[0] ?? 0,
        last_line_at: l.lines?.[1] ?? 0,
        line_increment: l.lines?.[2] ?? 0,
      })),
    );
}
