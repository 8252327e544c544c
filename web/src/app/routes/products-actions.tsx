import { ArrowLeftRight, ChevronDown, ClipboardCheck, FileDown, FileUp, Truck } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { productExportUrl } from '@/features/catalog/api/import-products';

interface ProductsActionsProps {
  canManage: boolean;
  canTransfer: boolean;
  onImport: () => void;
}

/** The Products screen's way to the stock screens (buying, counting, transfers) and to the product file. */
export function ProductsActions({ canManage, canTransfer, onImport }: ProductsActionsProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <FormattedMessage id="product.actions.menu" defaultMessage="Stock & files" /> <ChevronDown />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link to="/purchasing">
            <Truck /> <FormattedMessage id="product.actions.purchasing" defaultMessage="Purchasing" />
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/stock-takes">
            <ClipboardCheck /> <FormattedMessage id="product.actions.stockTakes" defaultMessage="Stock takes" />
          </Link>
        </DropdownMenuItem>
        {canTransfer && (
          <DropdownMenuItem asChild>
            <Link to="/transfers">
              <ArrowLeftRight /> <FormattedMessage id="product.actions.transfers" defaultMessage="Stock transfers" />
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        {canManage && (
          <DropdownMenuItem onSelect={onImport}>
            <FileUp /> <FormattedMessage id="product.import.title" defaultMessage="Import products" />
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <a href={productExportUrl} download="products.csv">
            <FileDown /> <FormattedMessage id="product.actions.export" defaultMessage="Export products" />
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
