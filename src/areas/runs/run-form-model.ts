import {
  RUN_DEFAULTS,
  runTemplateSettings,
  type TRunRow,
  type TRunSettings,
  type TRunTemplateName,
} from '../../contract';

/** A run as its modal edits it: every setting, and for a new run the template it starts from. */
export type TRunForm = TRunSettings & {
  run_id?: number;
  run: string;
  run_name: string;
  warehouse: string;
  template: TRunTemplateName | '';
  run_template: string;
  runset_name: string;
};

/** A new run of the warehouse with the defaults of document 3 section 9. */
export function blankRun(warehouse: string): TRunForm {
  return {
    ...RUN_DEFAULTS,
    run: '',
    run_name: '',
    warehouse,
    template: '',
    run_template: '',
    runset_name: '',
  };
}

/** A new run's form after choosing a template: its settings, the code and name kept. */
export function withTemplate(item: TRunForm, template: TRunTemplateName | ''): TRunForm {
  return { ...item, ...runTemplateSettings(template), template };
}

export function runToForm(row: TRunRow): TRunForm {
  const { runset_id: _set, runset_name, ...run } = row;
  return { ...(run as TRunForm), template: '', runset_name: runset_name ?? '' };
}
