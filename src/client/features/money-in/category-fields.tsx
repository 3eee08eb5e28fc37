import type { UseFormRegisterReturn } from 'react-hook-form';
import { INCOME_CATEGORIES } from '../../../shared/income';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';

/** Category, and the custom category text that 'Other' reveals (saved as the category). */
export function CategoryFields({
  idPrefix,
  category,
  customCategory,
  isOther,
}: {
  idPrefix: string;
  category: UseFormRegisterReturn;
  customCategory: UseFormRegisterReturn;
  isOther: boolean;
}) {
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-category`}>Category</Label>
        <NativeSelect id={`${idPrefix}-category`} {...category}>
          <option value="">Choose a category</option>
          {INCOME_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </NativeSelect>
      </div>
      {isOther && <FormField id={`${idPrefix}-custom-category`} label="Custom category" maxLength={60} {...customCategory} />}
    </>
  );
}
