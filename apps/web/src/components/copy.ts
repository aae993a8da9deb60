import { Toast } from './overlays';

/** Copies text and toasts `doneText` ("address copied"); falls back to a hidden textarea. */
export async function copyText(text: string, doneText: string, failText: string): Promise<void> {
  try {
    if (navigator.clipboard?.writeText) await navigator.clipboard.writeText(text);
    else {
      const area = document.createElement('textarea');
      area.value = text;
      document.body.appendChild(area);
      area.select();
      document.execCommand('copy');
      area.remove();
    }
    Toast.show({ icon: 'success', content: doneText });
  } catch {
    Toast.show({ content: failText });
  }
}
