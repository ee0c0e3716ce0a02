import { forwardRef, useCallback, useImperativeHandle, useLayoutEffect, useRef, type ComponentRef } from 'react';
import { Input, type TextAreaProps } from '@arco-design/web-react';

/** What a ref to Arco's TextArea exposes (`dom` is the textarea element). */
export type AutoSizeTextAreaRef = ComponentRef<typeof Input.TextArea>;

/**
 * Props of {@link AutoSizeTextArea}: Arco's TextArea props, with `minRows`/`maxRows` in place of `autoSize`.
 *
 * @example
 * <AutoSizeTextArea maxLength={500} minRows={2} maxRows={5} />
 */
export interface AutoSizeTextAreaProps extends Omit<TextAreaProps, 'autoSize' | 'rows'> {
  /** Height when empty, in lines (default 2). */
  minRows?: number;
  /** Height it grows to before it scrolls, in lines (default 6). */
  maxRows?: number;
}

const px = (value: string) => Number.parseFloat(value) || 0;

/** Sets the textarea's height to its content, between `minRows` and `maxRows` lines, through the CSSOM. */
function fitHeight(element: HTMLTextAreaElement, minRows: number, maxRows: number): void {
  const style = getComputedStyle(element);
  const line = px(style.lineHeight) || px(style.fontSize) * 1.5715 || 22;
  const padding = px(style.paddingTop) + px(style.paddingBottom);
  const border = px(style.borderTopWidth) + px(style.borderBottomWidth);
  const frame = style.boxSizing === 'border-box' ? padding + border : 0;
  element.style.height = 'auto';
  const content = element.scrollHeight - padding + frame;
  const min = minRows * line + frame;
  const max = maxRows * line + frame;
  element.style.height = `${Math.min(max, Math.max(min, content))}px`;
  element.style.overflowY = content > max ? 'auto' : 'hidden';
}

/**
 * Arco's TextArea that grows with its text from `minRows` to `maxRows` lines. Arco's own `autoSize` measures
 * text in a hidden textarea whose `style` attribute it sets, which the console's Content-Security-Policy
 * (no inline style attributes) blocks; this sizes the textarea itself through `element.style`, which CSP
 * allows. Use it wherever a TextArea would take `autoSize`, in forms too (it passes value and onChange on).
 *
 * @example
 * <Form.Item field="remark" label={t('role.remark')}>
 *   <AutoSizeTextArea maxLength={500} minRows={2} maxRows={5} />
 * </Form.Item>
 */
export const AutoSizeTextArea = forwardRef<AutoSizeTextAreaRef, AutoSizeTextAreaProps>(function AutoSizeTextArea(
  { minRows = 2, maxRows = 6, ...props },
  ref,
) {
  const inner = useRef<AutoSizeTextAreaRef>(null);
  useImperativeHandle(ref, () => inner.current as AutoSizeTextAreaRef, []);
  const fit = useCallback(() => {
    const element = inner.current?.dom;
    if (element) fitHeight(element, minRows, Math.max(minRows, maxRows));
  }, [minRows, maxRows]);
  // A value set from outside (a form filled for editing) resizes here; typing resizes on each input event.
  useLayoutEffect(fit, [fit, props.value]);
  useLayoutEffect(() => {
    const element = inner.current?.dom;
    element?.addEventListener('input', fit);
    return () => element?.removeEventListener('input', fit);
  }, [fit]);
  return <Input.TextArea {...props} ref={inner} rows={minRows} />;
});
