export { default as LabelsScreen } from './LabelsScreen';
export { default as LabelEditorScreen } from './LabelEditorScreen';
