/**
 * Demo Jinja templates of SXD (document 3 "Template (Jinja)", document 2 "Fish labels"): the
 * four fresh-fish print templates the fish processing screen renders with a required date,
 * a despatch e-mail and a sales order label.
 */
import type { TTemplate } from '../../src/contract';
import { jinjaTemplates } from '../db/schema';
import type { Db } from '../db/types';

const ZPL_HEADER = '^XA\n^CI28\n^PW812\n^LL1218\n';
const ZPL_STAMP = '^FO40,1140^A0N,24,24^FDPrinted {{ printed_time }} by {{ printed_user }}^FS\n';

const DEMO_TEMPLATES: TTemplate[] = [
  {
    template_id: 'FISH_RUN_HEADER',
    description: 'Fresh fish run header label (one per run)',
    entity: 'run',
    label: 'FISH_LABEL',
    button_text: 'Run Header',
    email_subject: '',
    email_body: '',
    jinja_template:
      ZPL_HEADER +
      '^FO40,40^A0N,60,60^FDFRESH FISH - RUN HEADER^FS\n' +
      '^FO40,130^A0N,40,40^FDRequired {{ required_date }}^FS\n' +
      '{% if run %}^FO40,190^A0N,40,40^FDRun {{ run }}^FS\n{% endif %}' +
      '^FO40,260^GB730,4,4^FS\n' +
      ZPL_STAMP +
      '^XZ',
  },
  {
    template_id: 'FISH_CUSTOMER_LABEL',
    description: 'Fresh fish customer carton label',
    entity: 'sales_order',
    label: 'FISH_LABEL',
    button_text: 'Customer Labels',
    email_subject: '',
    email_body: '',
    jinja_template:
      ZPL_HEADER +
      '^FO40,40^A0N,50,50^FD{{ customer_name | default("CUSTOMER") | upper }}^FS\n' +
      '^FO40,110^A0N,36,36^FDOrder {{ sales_order | default("-") }}^FS\n' +
      '^FO40,160^A0N,36,36^FDDeliver {{ required_date }}^FS\n' +
      '^FO40,230^A0N,30,30^FDKEEP CHILLED 0-4 C^FS\n' +
      '^FO40,300^BY3^BCN,120,Y,N,N^FD{{ sales_order | default(required_date) }}^FS\n' +
      ZPL_STAMP +
      '^XZ',
  },
  {
    template_id: 'FISH_PICK_SUMMARY',
    description: 'Fresh fish pick summary by inventory item',
    entity: 'inventory',
    label: 'FISH_LABEL',
    button_text: 'Pick Summary',
    email_subject: '',
    email_body: '',
    jinja_template:
      ZPL_HEADER +
      '^FO40,40^A0N,50,50^FDFISH PICK SUMMARY {{ required_date }}^FS\n' +
      '{% for line in lines | default([]) %}' +
      '^FO40,{{ 120 + loop.index0 * 50 }}^A0N,34,34^FD{{ line.inventory_code }}  {{ line.quantity_req }} {{ line.unit | default("KG") }}^FS\n' +
      '{% else %}^FO40,120^A0N,34,34^FDNo fish lines for this date^FS\n{% endfor %}' +
      ZPL_STAMP +
      '^XZ',
  },
  {
    template_id: 'FISH_SHORTAGES',
    description: 'Fresh fish shortages (lines not on shelf)',
    entity: 'inventory',
    label: 'FISH_LABEL',
    button_text: 'Shortages',
    email_subject: '',
    email_body: '',
    jinja_template:
      ZPL_HEADER +
      '^FO40,40^A0N,50,50^FDSHORTAGES {{ required_date }}^FS\n' +
      '{% for line in shortages | default([]) %}' +
      '^FO40,{{ 120 + loop.index0 * 50 }}^A0N,34,34^FD{{ line.inventory_code }} short {{ line.short }}^FS\n' +
      '{% else %}^FO40,120^A0N,34,34^FDNo shortages^FS\n{% endfor %}' +
      ZPL_STAMP +
      '^XZ',
  },
  {
    template_id: 'DESPATCH_EMAIL',
    description: 'Despatch advice e-mailed to the customer',
    entity: 'sales_order',
    label: '',
    button_text: 'Email Despatch',
    email_subject: 'Your order {{ sales_order }} has been despatched',
    email_body:
      'Hello {{ customer_name | default("there") }},\n\n' +
      'Order {{ sales_order }} left Dandenong DC on {{ printed_time }}' +
      '{% if con_note %} with consignment {{ con_note }}{% endif %}.\n\n' +
      'Regards,\n{{ printed_user }}\nDandenong DC despatch',
    jinja_template:
      'Despatch advice {{ sales_order }}\n' +
      'Customer: {{ customer_name }}\n' +
      'Cartons: {{ cartons | default(1) }}\n' +
      'Printed {{ printed_time }} by {{ printed_user }}',
  },
  {
    template_id: 'SALES_ORDER_LABEL',
    description: 'Sales order carton label 100x150',
    entity: 'sales_order',
    label: 'SALES_ORDER',
    button_text: 'Order Label',
    email_subject: '',
    email_body: '',
    jinja_template:
      ZPL_HEADER +
      '^FO40,40^A0N,46,46^FD{{ customer_name | default("") }}^FS\n' +
      '^FO40,100^A0N,34,34^FD{{ address | default("") }}^FS\n' +
      '^FO40,180^A0N,60,60^FDSO {{ sales_order }}^FS\n' +
      '^FO40,270^A0N,34,34^FDCarton {{ carton | default(1) }} of {{ cartons | default(1) }}^FS\n' +
      '^FO40,340^BY3^BCN,140,Y,N,N^FD{{ sales_order }}^FS\n' +
      ZPL_STAMP +
      '^XZ',
  },
];

/** The demo templates of the SXD site. */
export async function seedTemplates(db: Db): Promise<void> {
  await db
    .insert(jinjaTemplates)
    .values(DEMO_TEMPLATES.map((t) => ({ ...t, site_id: 'SXD' })))
    .onConflictDoNothing();
}
