export { Button, type ButtonVariant } from './Button';
export { TextField, type TextFieldProps } from './TextField';
export { Select, type SelectOption, type SelectProps } from './Select';
export { Modal, type ModalProps } from './Modal';
export { Drawer, type DrawerProps } from './Drawer';
export { Tabs, type TabItem } from './Tabs';
export { Spinner } from './Spinner';
export { EmptyState, ErrorState } from './States';
export { cx } from './cx';
export { HelpButton, type HelpButtonProps } from './help/HelpButton';
export { useSession } from './hooks/use-session';
export { useWorkContext, useCurrentUserSite, useSiteId } from './hooks/use-work-context';
export {
  useStorageOptions,
  useWarehouse,
  useWarehouseCache,
  warehouseKeys,
} from './hooks/use-warehouse-structure';
export { useSiteSettings, useSiteLookups, siteDataKeys } from './hooks/use-site-data';
export { useNavContext } from './hooks/use-nav-context';
export { useEditor, type Editor, type EditorState } from './hooks/use-editor';
export { useUrlSearchState } from './hooks/use-url-search-state';
export { useAreaContext, useSearchListQuery, useRecordQuery } from './hooks/use-area-queries';
export { useSiteZone } from './hooks/use-site-zone';
export { Fact, backFrom } from './Fact';
export {
  DetailPage,
  RecordHeader,
  RecordSection,
  type DetailPageProps,
  type RecordHeaderProps,
} from './DetailPage';
export { Notice } from './Notice';
export { SearchModeForm, type SearchModeFormProps } from './SearchModeForm';
export { DataTable, formatCount, type DataTableProps, type DataTableDensity } from './DataTable';
export { StatusBadge, type StatusBadgeProps } from './StatusBadge';
export { SalesOrderStatusBadges } from './SalesOrderStatusBadges';
export { VARIANT_CLASSES, rowVariantClass, badgeVariantClass } from './variant-classes';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export { PartySearch } from './PartySearch';
export {
  DateRange,
  dateRangeErrors,
  quickDateRange,
  isDateValue,
  DATE_RANGE_MESSAGES,
  type DateRangeProps,
  type DateRangeErrors,
  type DateQuickPick,
  type TDateRange,
} from './DateRange';
export {
  FormField,
  FormError,
  errorFor,
  validateWith,
  numberInput,
  controlClass,
  type FormFieldProps,
  type FieldControlProps,
  type FieldErrors,
} from './FormField';
export { ConfirmDelete, ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { UnsavedChangesGuard } from './UnsavedChangesGuard';
export { EditorModal, editorTitle, type EditorModalProps } from './EditorModal';
export { errorText, errorTexts, isRefusal, refusedOr } from './error-text';
export { RowActions } from './RowActions';
export { Checkbox } from './Checkbox';
export {
  RecordListPanel,
  RecordFieldInput,
  type RecordField,
  type RecordFields,
  type RecordList,
  type RecordListPanelProps,
} from './RecordListPanel';
export { formatQuantity } from './format-quantity';
export { onHandKeyRoot } from './hooks/stock-keys';
export {
  CourierServicePicker,
  CourierServiceSelect,
  type CourierServicePickerProps,
  type CourierServiceSelectProps,
} from './CourierServiceSelect';
export { useCourierServices, courierServiceKeys } from './hooks/use-courier-services';
export {
  MonthCalendar,
  daysInMonth,
  monthTitle,
  type MonthCalendarDay,
  type MonthCalendarProps,
} from './MonthCalendar';
export { saveBase64File } from './download-file';
