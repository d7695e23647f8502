import type { GoodsParameter } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';

/** The part's technical parameters, in the server's order. */
export function ParametersTable({ parameters, part }: { parameters: GoodsParameter[]; part: string }) {
  if (parameters.length === 0) return <p className="product-muted">{m.product_noParameters()}</p>;
  return (
    <table className="product-parameters">
      <caption className="visually-hidden">{m.product_parametersCaption({ part })}</caption>
      <thead>
        <tr>
          <th scope="col">{m.product_parameter()}</th>
          <th scope="col">{m.product_value()}</th>
        </tr>
      </thead>
      <tbody>
        {parameters.map((parameter) => (
          <tr key={parameter.name}>
            <th scope="row">{parameter.name}</th>
            <td>{parameter.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
