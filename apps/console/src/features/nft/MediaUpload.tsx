import { UploadOutlined } from '@ant-design/icons';
import type { OpsNftMedia } from '@meridian/contract/nft';
import { App, Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { uploadNftMedia } from './calls';
import { formatBytes } from './forms';
import { N } from './strings';

const ACCEPT_MEDIA =
  'image/jpeg,image/png,image/gif,image/webp,audio/mpeg,audio/ogg,audio/wav,audio/x-wav,video/mp4,video/webm';
const ACCEPT_IMAGE = 'image/jpeg,image/png,image/gif,image/webp';

/**
 * An artwork file picked and posted to /ops/nft/media for the chosen artist (multipart `file` + `uid`), as a
 * form control: its value is the returned URL (the reference item fields take). After the upload it shows the
 * file (image, audio or video player) and its provenance: SHA-256, type and size as the server recorded them.
 */
export function MediaUpload({
  uid,
  value,
  onChange,
  onUploaded,
  imageOnly,
  testId,
}: {
  /** The artist the file is stored for; the button stays disabled until one is chosen. */
  uid: number | null | undefined;
  value?: string;
  onChange?: (url: string) => void;
  onUploaded?: (media: OpsNftMedia) => void;
  /** A cover: images only. */
  imageOnly?: boolean;
  testId?: string;
}) {
  const { message } = App.useApp();
  const [info, setInfo] = useState<OpsNftMedia | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = info && info.url === value ? info : null;
  const noArtist = uid === null || uid === undefined;

  return (
    <Space align="start" size={12} wrap={false}>
      {value && <Preview url={value} type={shown?.type ?? 1} />}
      <Space orientation="vertical" size={4}>
        <Space wrap>
          <Upload
            accept={imageOnly ? ACCEPT_IMAGE : ACCEPT_MEDIA}
            showUploadList={false}
            maxCount={1}
            disabled={noArtist || busy}
            customRequest={({ file, onSuccess, onError }) => {
              if (noArtist) return;
              const blob = file as Blob;
              const name = (file as File).name || 'upload';
              setBusy(true);
              uploadNftMedia(blob, name, uid)
                .then((media) => {
                  setInfo(media);
                  onChange?.(media.url);
                  onUploaded?.(media);
                  onSuccess?.(media);
                })
                .catch((err: Error) => {
                  onError?.(err);
                  void message.error(err.message);
                })
                .finally(() => setBusy(false));
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy} disabled={noArtist} data-testid={testId}>
              {busy ? N.uploading : value ? N.replace : imageOnly ? N.uploadCover : N.upload}
            </Button>
          </Upload>
          {!shown && (
            <Typography.Text type="secondary">
              {noArtist ? N.pickArtistFirst : imageOnly ? N.coverAccept : N.mediaAccept}
            </Typography.Text>
          )}
        </Space>
        {shown && <Provenance media={shown} />}
      </Space>
    </Space>
  );
}

/** What the server recorded of the file: its SHA-256 (copyable), type and size. */
function Provenance({ media }: { media: OpsNftMedia }) {
  return (
    <div data-testid="media-provenance" style={{ fontSize: 12, lineHeight: '20px' }}>
      <Typography.Text type="secondary">
        {N.provenance} · {N.sha256}{' '}
      </Typography.Text>
      <Typography.Text
        copyable={{ text: media.sha256 }}
        ellipsis={{ tooltip: media.sha256 }}
        style={{ fontFamily: 'monospace', fontSize: 12, maxWidth: 300 }}
        data-testid="media-sha256"
      >
        {media.sha256}
      </Typography.Text>
      <div>
        <Typography.Text type="secondary">
          {N.mediaTypes[media.type] ?? ''} · {media.mime} · {formatBytes(media.size)}
        </Typography.Text>
      </div>
    </div>
  );
}

/** The uploaded file: a picture, or a player for audio and video. */
function Preview({ url, type }: { url: string; type: number }) {
  if (type === 3) return <audio src={url} controls style={{ width: 240 }} />;
  if (type === 4) return <video src={url} controls style={{ width: 160, maxHeight: 120 }} />;
  return <img src={url} alt="" style={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 4 }} />;
}
