import { ArrowLeftRight, ChevronDown, ClipboardCheck, FileDown, FileUp, Truck } from 'lucide-react';
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
          Stock &amp; files <ChevronDown />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link to="/purchasing">
            <Truck /> Purchasing
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/stock-takes">
            <ClipboardCheck /> Stock takes
          </Link>
        </DropdownMenuItem>
        {canTransfer && (
          <DropdownMenuItem asChild>
            <Link to="/transfers">
              <ArrowLeftRight /> Stock transfers
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        {canManage && (
          <DropdownMenuItem onSelect={onImport}>
            <FileUp /> Import products
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <a href={productExportUrl} download="products.csv">
            <FileDown /> Export products
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
