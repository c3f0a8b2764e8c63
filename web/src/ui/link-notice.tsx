import { Link } from 'react-router';

/** A short notice and the one way on from it (no dead ends): "your cart is empty" → "add a trip". */
export function LinkNotice({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <>
      <p>{text}</p>
      <div className="actions">
        <Link to={to} className="button button--primary">
          {label}
        </Link>
      </div>
    </>
  );
}
