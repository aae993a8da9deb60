import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Input, Space, Upload } from 'antd';
import { useState } from 'react';
import { Thumb } from '../../components/Thumb';
import { uploadContentImage } from './calls';
import { CT } from './strings';

const ACCEPT_IMAGE = 'image/jpeg,image/png,image/gif,image/webp';

/**
 * A picture for an article (cover, thumbnail) as a form control: an https:// address typed in, or a file posted
 * to /ops/content/upload (the server checks it is a picture by its content) whose URL becomes the value.
 */
export function ContentImageField({
  value,
  onChange,
  testId,
}: {
  value?: string;
  onChange?: (url: string) => void;
  testId: string;
}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Space align="start">
      {value ? <Thumb src={value} alt="" /> : null}
      <Space.Compact style={{ width: 360 }}>
        <Input
          value={value ?? ''}
          placeholder={CT.imageUrlHint}
          onChange={(e) => onChange?.(e.target.value)}
          allowClear
          data-testid={testId}
        />
        <Upload
          accept={ACCEPT_IMAGE}
          showUploadList={false}
          maxCount={1}
          disabled={busy}
          customRequest={({ file, onSuccess, onError }) => {
            setBusy(true);
            uploadContentImage(file as Blob, (file as File).name || 'picture')
              .then((r) => {
                onChange?.(r.url);
                onSuccess?.(r);
              })
              .catch((err: Error) => {
                onError?.(err);
                void message.error(err.message);
              })
              .finally(() => setBusy(false));
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy}>
            {busy ? CT.uploading : CT.upload}
          </Button>
        </Upload>
      </Space.Compact>
    </Space>
  );
}
