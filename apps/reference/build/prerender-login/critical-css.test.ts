import { classesIn, criticalCss } from './critical-css';

describe('classesIn', () => {
  it('collects every class of every class attribute, once', () => {
    expect([...classesIn('<div class="a  b"><p class="b c"></p><span data-class="d"></span></div>')].sort()).toEqual(['a', 'b', 'c']);
  });
});

describe('criticalCss', () => {
  const classes = new Set(['card', 'btn', 'btn-primary']);

  it('keeps the rules whose selectors the page may match, in their order, and drops the others', () => {
    const css = ':root{font-size:14px}body{margin:0}.card{padding:8px}.table{width:100%}.btn.btn-primary{color:blue}.btn-danger{color:red}';
    expect(criticalCss(css, classes)).toBe(':root{font-size:14px}body{margin:0}.card{padding:8px}.btn.btn-primary{color:blue}');
  });

  it('keeps only the selectors of a list that may match, states included', () => {
    expect(criticalCss('.btn:hover,.table .btn,.card>.btn::after{opacity:.8}', classes)).toBe('.btn:hover,.card>.btn::after{opacity:.8}');
  });

  it('needs no class named inside :not(), :is() or an attribute selector', () => {
    const css = '.btn:not(.btn-disabled){cursor:pointer}.card :is(.x,.btn){gap:1px}[class*=col-].card{float:left}';
    expect(criticalCss(css, classes)).toBe(css);
  });

  it('keeps media and supports blocks with what they hold that applies, and drops empty ones', () => {
    const css =
      '@media (max-width:600px){.card{padding:0}.table{display:none}}@media print{.table{color:#000}}@supports (gap:1px){.btn{gap:1px}}';
    expect(criticalCss(css, classes)).toBe('@media (max-width:600px){.card{padding:0}}@supports (gap:1px){.btn{gap:1px}}');
  });

  it('keeps the keyframes a kept rule animates with, and no others', () => {
    const css =
      '.btn{animation:spin 1s linear}@keyframes spin{to{transform:rotate(1turn)}}.table{animation-name:fade}@keyframes fade{0%{opacity:0}}';
    expect(criticalCss(css, classes)).toBe('.btn{animation:spin 1s linear}@keyframes spin{to{transform:rotate(1turn)}}');
  });

  it('reads braces and commas inside strings and comments as text', () => {
    const css = '/* .table{ */.card::before{content:"}{,"}.btn[title="a,.table"]{color:red}.table{content:"{"}';
    expect(criticalCss(css, classes)).toBe('.card::before{content:"}{,"}.btn[title="a,.table"]{color:red}');
  });

  it('keeps statements and other at-rules as they are', () => {
    const css = '@charset "UTF-8";@font-face{font-family:x;src:url(x.woff2)}.table{color:red}';
    expect(criticalCss(css, classes)).toBe('@charset "UTF-8";@font-face{font-family:x;src:url(x.woff2)}');
  });

  it('leaves out the selectors that match an exclusion, whatever classes they name', () => {
    const css = 'body[arco-theme=dark]{--bg:#000}body[arco-theme=dark] .card,.card{background:var(--bg)}';
    expect(criticalCss(css, classes, [/\[arco-theme=/])).toBe('.card{background:var(--bg)}');
  });

  it('keeps only the custom properties the kept rules read, through other properties too', () => {
    const css =
      'body{--red:200,0,0;--blue:0,0,200;--danger:rgb(var(--red));--unused:var(--blue)}.card{color:var(--danger,var(--fallback))}' +
      '.table{color:rgb(var(--blue))}:root{--only-unused:1}.btn{background:url(data:image/svg+xml;base64,AA==);--x:1}';
    expect(criticalCss(css, classes)).toBe(
      'body{--red:200,0,0;--danger:rgb(var(--red))}.card{color:var(--danger,var(--fallback))}.btn{background:url(data:image/svg+xml;base64,AA==)}',
    );
  });
});
