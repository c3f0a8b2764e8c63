import { Field } from './field.tsx';
import './file-field.css';

/** A file picked, its content in base64 (what a JSON call carries) and as a data address (for a preview). */
export type PickedFile = { name: string; type: string; size: number; base64: string; dataUrl: string };

type FileFieldProps = {
  id: string;
  label: string;
  info?: string | undefined;
  message?: string | null | undefined;
  /** The file types offered (`.pdf,.html`). */
  accept: string;
  onPick: (file: PickedFile) => void;
};

function read(file: File): Promise<PickedFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = String(reader.result);
      resolve({
        name: file.name,
        type: file.type,
        size: file.size,
        base64: dataUrl.slice(dataUrl.indexOf(',') + 1),
        dataUrl,
      });
    };
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** A labelled file input that hands over the picked file read, wired like a `Field`. */
export function FileField({ id, label, info, message, accept, onPick }: FileFieldProps) {
  return (
    <Field id={id} label={label} info={info} message={message}>
      {(control) => (
        <input
          {...control}
          className="file-input"
          type="file"
          accept={accept}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void read(file).then(onPick);
          }}
        />
      )}
    </Field>
  );
}
